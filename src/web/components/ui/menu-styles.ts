/** The look of a Radix dropdown menu's panel and items, shared by every menu in the app. */
export const menuContentClassName =
  'z-50 min-w-48 rounded-md border border-line bg-surface p-1 shadow-lg';

export const menuItemClassName =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-muted data-[disabled]:cursor-default data-[disabled]:opacity-60';
