import { avatarCompressionOptions } from '../rules/avatar-file';

/**
 * Shrinks a picture to at most 1 MB and 1024 px before it leaves the browser. The library is loaded on
 * first use. A file the browser cannot decode is sent as it is: the API reads its bytes and gives the reason it is
 * refused, which is the message the athlete should see.
 */
export async function compressAvatar(file: File, onProgress?: (percent: number) => void): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  try {
    return await imageCompression(file, { ...avatarCompressionOptions, onProgress });
  } catch (error) {
    console.error('[perfil] não foi possível comprimir a foto; enviando o original para a API validar', error);
    return file;
  }
}

/**
 * Whether the browser can decode the file as a picture: a corrupt or truncated file, or bytes that are no image at all
 * behind an image type, fail here, before anything is said to the athlete or sent.
 */
export async function decodesAsImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      bitmap.close();
      return true;
    } catch {
      return false;
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}
