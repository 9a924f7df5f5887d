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

export type UploadedPhoto = { photoPath: string; name: string };

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
      onSuccess: ({ photoPath }) => {
        onChange({ photoPath, name: file.name });
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
            <Button variant="ghost" className="self-start" onClick={() => onChange(undefined)}>
              <X className="size-4" aria-hidden="true" />
              {intake.photoRemove}
            </Button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
