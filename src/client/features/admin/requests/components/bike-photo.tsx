import { useState } from 'react';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';

/** A bike's photo as a thumbnail; a click shows it full size (`GET /api/photos/:id`, admins only). */
export function BikePhoto({ path, bike }: { path: string; bike: string }) {
  const t = useTexts(REQUESTS_TEXTS);
  const [zoomed, setZoomed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t.details.zoomPhoto(bike)}
        onClick={() => setZoomed(true)}
        className="w-fit rounded-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <img
          src={`${path}?size=thumbnail`}
          alt=""
          className="h-24 w-32 rounded-md border border-gray-200 object-cover"
        />
      </button>
      <Dialog
        open={zoomed}
        onOpenChange={setZoomed}
        title={t.details.photoAlt(bike)}
        className="max-w-4xl"
      >
        <img src={path} alt={t.details.photoAlt(bike)} className="mx-auto max-h-[75vh] w-auto" />
      </Dialog>
    </>
  );
}
