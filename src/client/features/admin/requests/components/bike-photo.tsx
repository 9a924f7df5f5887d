import { ZoomIn } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';

/**
 * A bike's photo as large as its card (the 400 px thumbnail); a click shows it full size
 * (`GET /api/photos/:id`, admins only), as large as the screen allows.
 */
export function BikePhoto({ path, bike }: { path: string; bike: string }) {
  const t = useTexts(REQUESTS_TEXTS);
  const [zoomed, setZoomed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t.details.zoomPhoto(bike)}
        onClick={() => setZoomed(true)}
        className="group relative block w-full cursor-zoom-in overflow-hidden rounded-md border border-gray-200 bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <img
          src={`${path}?size=thumbnail`}
          alt=""
          className="aspect-[4/3] w-full object-cover transition-transform group-hover:scale-105"
        />
        <span className="absolute right-2 bottom-2 rounded-full bg-white/90 p-1.5 text-gray-900 shadow">
          <ZoomIn className="size-4" aria-hidden="true" />
        </span>
      </button>
      <Dialog
        open={zoomed}
        onOpenChange={setZoomed}
        title={t.details.photoAlt(bike)}
        className="max-w-7xl"
      >
        <img
          src={path}
          alt={t.details.photoAlt(bike)}
          className="mx-auto max-h-[calc(90vh-7rem)] w-auto max-w-full"
        />
      </Dialog>
    </>
  );
}
