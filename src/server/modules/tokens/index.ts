// The tokens module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export { clientIdempotencyKey, toolUseKey } from './idempotency-key';
export {
  applyLedgerChange,
  changeTokens,
  lockTokenAccount,
  readTokenBalance,
  type LedgerChange,
  type Transaction,
} from './token-ledger';
export { tokensRoutes } from './tokens.routes';
export { refundToolUse, spendOnTool, utcDay } from './tool-spending';
export { tokensExportPart } from './tokens-export';
