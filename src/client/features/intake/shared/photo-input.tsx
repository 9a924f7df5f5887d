import { ImageUp, X } from 'lucide-react';
import { useRef } from 'react';
import { isPhotoTooLarge, PHOTO_TYPES } from '../../../../contract/uploads-constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/input.tsx';
import { toastApiFailure } from '../../../lib/json-api.ts';
import { useTexts } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useUploadPhoto } from './api.ts';
import { Field } from './field.tsx';
import { INTAKE_TEXTS } from './strings.ts';

/** `thumbnail`: a small JPEG data URL of the photo, kept in the draft so a reload still shows it. */
export type UploadedPhoto = { photoPath: string; name: string; thumbnail?: string };

/** The longest side of a thumbnail, in pixels: sharp at 80 CSS px on a 2× phone screen. */
const THUMBNAIL_SIZE = 160;

/**
 * A thumbnail drawn in the browser: the stored photo is not served to customers, and a small
 * data URL fits the draft in local storage. Undefined when the browser cannot decode the image.
 */
async function thumbnailOf(file: File): Promise<string | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.8);
  } catch {
    return undefined;
  }
}

/**
 * An optional photo, uploaded as soon as it is chosen: an image of at most 5 MB, else the 'File too
 * large' toast (docs/product.md#validation). The picker offers only the formats the server takes;
 * when the server refuses a file anyway, its message says why. Reports the stored path, which the
 * form keeps (also in its draft).
 */
export function PhotoInput({
  id,
  bikeNumber,
  photo,
  onChange,
}: {
  id: string;
  bikeNumber: number;
  photo: UploadedPhoto | undefined;
  onChange: (photo: UploadedPhoto | undefined) => void;
}) {
  const intake = useTexts(INTAKE_TEXTS);
  const upload = useUploadPhoto();
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const reset = () => {
      if (inputRef.current) inputRef.current.value = '';
    };
    if (!file.type.startsWith('image/') || isPhotoTooLarge(file.size)) {
      toast({
        title: intake.photoTooLargeTitle,
        description: intake.photoTooLarge,
        variant: 'destructive',
      });
      reset();
      return;
    }
    upload.mutate(file, {
      onSuccess: async ({ photoPath }) => {
        onChange({ photoPath, name: file.name, thumbnail: await thumbnailOf(file) });
        toast({
          title: intake.photoUploadedTitle,
          description: intake.photoUploadedText(bikeNumber),
        });
      },
      onError: (error) =>
        toastApiFailure(error, {
          title: intake.photoUploadFailedTitle,
          fallback: intake.photoUploadFailed,
        }),
      onSettled: reset,
    });
  };

  return (
    <Field id={id} label={intake.optional(intake.photo)} hint={intake.photoHint}>
      {(props) => (
        <div className="flex flex-col gap-2">
          <input
            {...props}
            ref={inputRef}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            disabled={upload.isPending}
            // Once a photo is up, the browser's own "no file chosen" would contradict it; the
            // photo is removed with its button, and then another can be chosen.
            hidden={photo !== undefined && !upload.isPending}
            className={inputClass(
              false,
              'text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800',
            )}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <p role="status" className="text-sm text-gray-700">
            {upload.isPending ? (
              intake.photoUploading
            ) : photo ? (
              <span className="flex items-center gap-2 break-all">
                <ImageUp className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                {intake.photoUploaded(photo.name)}
              </span>
            ) : null}
          </p>
          {photo && !upload.isPending ? (
            <div className="flex items-center gap-3">
              {photo.thumbnail ? (
                <img
                  src={photo.thumbnail}
                  alt={intake.photoThumbnail(bikeNumber)}
                  className="size-20 shrink-0 rounded-md border border-gray-200 object-cover"
                />
              ) : null}
              <Button variant="outline" onClick={() => onChange(undefined)}>
                <X className="size-4" aria-hidden="true" />
                {intake.photoRemove}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
