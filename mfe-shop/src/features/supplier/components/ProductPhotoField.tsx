import { imageIdOf } from '@petpal/contracts';
import { PhotoUploadField } from '@petpal/design-system';

/** What the field needs of a product form whose values hold `photoId` (the add and edit forms). */
export interface ProductPhotoForm {
  watch(name: 'photoId'): string | null;
  errorOf(name: 'photoId'): string | undefined;
  setField(name: 'photoId', value: string | null): void;
  setError(name: 'photoId', error: { type: string; message: string }): void;
  clearErrors(name: 'photoId'): void;
}

export interface ProductPhotoFieldProps {
  form: ProductPhotoForm;
  /** The product's current photo address when editing. */
  currentUrl?: string | null;
  onBusy(busy: boolean): void;
}

/**
 * A product's photo (decision 104): uploaded to the image pipeline as it is chosen; the form keeps its id, and a
 * refused file's reason until another is chosen.
 */
export function ProductPhotoField({ form, currentUrl = null, onBusy }: ProductPhotoFieldProps) {
  const currentId = currentUrl ? imageIdOf(currentUrl) : null;
  return (
    <PhotoUploadField
      label="Product photo (optional)"
      hint="A clear photo of the product on a plain background. JPEG, PNG or WebP, up to 15 MB."
      value={form.watch('photoId')}
      current={currentId ? { id: currentId, widths: [] } : null}
      previewAlt="Preview of the product photo"
      error={form.errorOf('photoId')}
      onBusy={onBusy}
      onChange={(photoId, refused) => {
        form.setField('photoId', photoId);
        if (refused) form.setError('photoId', { type: 'upload', message: refused });
        else form.clearErrors('photoId');
      }}
    />
  );
}
