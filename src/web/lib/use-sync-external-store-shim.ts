/**
 * react-i18next imports `use-sync-external-store/shim`, a fallback for React < 18. React 19 has
 * the hook itself; vite.config.ts points the shim here so its code stays off the first load.
 */
export { useSyncExternalStore } from 'react';
