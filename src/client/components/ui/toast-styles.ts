/**
 * The look of a toast and of the region that holds them, shared by the toaster and by the plain
 * toasts that stand in for it while its code cannot be fetched (app.tsx).
 *
 * A toast never covers the field being worked on (decision 034): it sits at the bottom, where
 * the page keeps the focused field above it while one is open (`styles.css`), and from 1280 px
 * it fits the margin beside a portal's form (at most 48rem wide), so it covers neither a field
 * nor the step's buttons.
 */
export const TOAST_STYLES = {
  viewport:
    'toast-viewport pointer-events-none fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col p-4 md:max-w-[420px] xl:max-w-[min(420px,calc((100vw-48rem)/2))]',
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
