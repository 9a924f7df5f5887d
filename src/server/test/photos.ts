import sharp from 'sharp';
import type { App } from './app.ts';
import { multipartFile } from './multipart.ts';

/** A small real JPEG, which the upload takes as a phone's photo. */
export const smallPhoto = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

/** Uploads a small photo as the portal does; returns the `photoPath` a bike then refers to. */
export async function uploadSmallPhoto(app: App) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload-photo',
    ...multipartFile('photo', 'fiets.jpg', await smallPhoto()),
  });
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}`);
  return response.json().photoPath as string;
}
