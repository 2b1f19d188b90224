import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@areia/shared/web/feedback/toast';
import { isNetworkError, serverMessage } from '@areia/shared/web/api/client';
import { uploadChampionshipBanner } from '@areia/shared/web/api/organizer';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { messages as m } from '../messages';

export type BannerState = { phase: 'idle' } | { phase: 'compressing' | 'uploading'; percent: number };

const isImage = (file: Pick<File, 'type'>) => /^image\/[a-z0-9.+-]+$/i.test(file.type);

/** Shrinks the picture in the browser (the API re-encodes it like an avatar), sends it, and refreshes the screens. */
export function useBannerUpload(championshipId: string | undefined) {
  const client = useQueryClient();
  const [state, setState] = useState<BannerState>({ phase: 'idle' });

  const upload = async (file: File) => {
    if (!championshipId) return;
    if (!isImage(file)) {
      toast.error(m.bannerError(m.bannerNotImage));
      return;
    }
    try {
      setState({ phase: 'compressing', percent: 0 });
      let ready: File = file;
      try {
        const { default: imageCompression } = await import('browser-image-compression');
        ready = await imageCompression(file, {
          maxSizeMB: 1,
          maxWidthOrHeight: 1600,
          useWebWorker: false,
          onProgress: (percent) => setState({ phase: 'compressing', percent: Math.round(percent) }),
        });
      } catch (error) {
        console.error('[organizador] não foi possível comprimir o banner; enviando o original para a API validar', error);
      }
      setState({ phase: 'uploading', percent: 0 });
      await uploadChampionshipBanner(championshipId, ready, ready.name || file.name, (percent) => setState({ phase: 'uploading', percent }));
      void client.invalidateQueries({ queryKey: queryKeys.organizer.all() });
      toast.success(m.bannerUpdated);
    } catch (error) {
      const reason = isNetworkError(error) ? 'sem conexão com o servidor' : (serverMessage(error) ?? 'erro desconhecido');
      toast.error(m.bannerError(reason));
    } finally {
      setState({ phase: 'idle' });
    }
  };

  return { upload, state, busy: state.phase !== 'idle' };
}
