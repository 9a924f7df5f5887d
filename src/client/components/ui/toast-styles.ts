/**
 * The look of a toast and of the region that holds them, shared by the toaster and by the plain
 * toasts that stand in for it while its code cannot be fetched (app.tsx).
 */
export const TOAST_STYLES = {
  viewport:
    'pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
  toast:
    'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-md border p-4 pr-10 shadow-lg',
  variants: {
    default: 'border-gray-200 bg-white text-gray-900',
    destructive: 'border-red-700 bg-red-700 text-white',
  },
  title: 'text-sm font-semibold',
  description: 'text-sm',
  close:
    'absolute top-2 right-2 rounded-md p-1 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none',
} as const;
