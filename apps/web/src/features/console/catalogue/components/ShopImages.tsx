// The shop's own pictures (issue 25 item 4; SPEC's shop images, shown at the top of the shop):
// first to last, each moved before or after or taken off after a question (its file stays), and
// one more uploaded (kind "shop") and added last at once.
import Storefront from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useConfirm } from '../../../../components/useConfirm.tsx';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { RowActions } from '../../components/RowActions.tsx';
import {
  useAddShopImage,
  useDeleteShopImage,
  useOrderShopImages,
} from '../api/catalogue-writes.ts';
import { type ShopImage, useShopImagesAdmin } from '../api/get-catalogue-admin.ts';
import { movedIds } from '../catalogueForm.ts';
import { PictureUpload, Thumbnail } from './PictureUpload.tsx';

export function ShopImages() {
  const { t } = useTranslation();
  const images = useShopImagesAdmin();
  const add = useAddShopImage();
  const remove = useDeleteShopImage();
  const order = useOrderShopImages();
  const [confirm, confirmDialog] = useConfirm();
  const rows = images.data?.rows ?? [];
  const ids = rows.map((r) => r.id);

  const refused = (error: Error) =>
    notify.error((error instanceof HttpError && error.message) || t('catalogueAdmin.failed'));
  const move = (i: number, step: -1 | 1) => {
    const next = order.isPending ? null : movedIds(ids, i, step);
    return next
      ? () =>
          order.mutate(next, {
            onSuccess: () => notify.success(t('catalogueAdmin.moved')),
            onError: refused,
          })
      : null;
  };

  const askRemove = async (image: ShopImage, n: number) => {
    const yes = await confirm({
      title: t('catalogueAdmin.shopImages.removeTitle'),
      message: t('catalogueAdmin.shopImages.removeMessage', { n }),
      cancelLabel: t('catalogueAdmin.cancel'),
      confirmLabel: t('catalogueAdmin.shopImages.remove'),
    });
    if (!yes) return;
    remove.mutate(image.id, {
      onSuccess: () => notify.success(t('catalogueAdmin.shopImages.removed')),
      onError: refused,
    });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="catalogue-shop-images"
      sx={{ p: 2 }}
    >
      <Typography id="catalogue-shop-images" variant="h6" component="h2">
        {t('catalogueAdmin.shopImages.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('catalogueAdmin.shopImages.intro')}
      </Typography>
      {images.data === undefined ? (
        <Skeleton variant="rounded" height={96} width={96} sx={{ mt: 1 }} aria-busy="true" />
      ) : rows.length === 0 ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
          <Storefront color="disabled" aria-hidden="true" />
          <Typography variant="body2" color="text.secondary">
            {t('catalogueAdmin.shopImages.empty')}
          </Typography>
        </Box>
      ) : (
        <Box
          component="ol"
          aria-label={t('catalogueAdmin.shopImages.title')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            mt: 1,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
            gap: 1,
          }}
        >
          {rows.map((image, i) => {
            const n = i + 1;
            return (
              <Box
                component="li"
                key={image.id}
                sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
              >
                <Thumbnail
                  url={image.url}
                  size={112}
                  alt={t('catalogueAdmin.shopImages.alt', { n })}
                />
                <RowActions
                  texts="catalogueAdmin"
                  label={t('catalogueAdmin.shopImages.actions', { n })}
                  direction="horizontal"
                  deleteLabel={t('catalogueAdmin.shopImages.remove')}
                  onUp={move(i, -1)}
                  onDown={move(i, 1)}
                  onDelete={() => askRemove(image, n)}
                />
              </Box>
            );
          })}
        </Box>
      )}
      <Box sx={{ mt: 1 }}>
        <PictureUpload
          kind="shop"
          label={t('catalogueAdmin.shopImages.add')}
          testId="catalogue-shop-image-file"
          doneText={t('catalogueAdmin.shopImages.added')}
          disabled={add.isPending}
          onUploaded={({ fileName }) =>
            add.mutate({ fileName, idempotencyKey: crypto.randomUUID() }, { onError: refused })
          }
        />
      </Box>
      {confirmDialog}
    </Paper>
  );
}
