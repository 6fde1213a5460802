import type { SitterCard } from '@petpal/contracts';
import { Dialog } from '@petpal/design-system';
import { PhotoGallery } from './PhotoGallery';

export interface SitterPhotosDialogProps {
  /** The sitter whose photos are shown; null keeps the dialog closed. */
  sitter: Pick<SitterCard, 'fullName' | 'photos'> | null;
  onClose(): void;
}

/** "View Photos (n)" opens this: the photos, or "No Photos Available" (spec section 2). */
export function SitterPhotosDialog({ sitter, onClose }: SitterPhotosDialogProps) {
  return (
    <Dialog open={sitter !== null} onClose={onClose} title={sitter ? `Photos of ${sitter.fullName}` : ''} size="lg">
      {sitter && <PhotoGallery photos={sitter.photos} name={sitter.fullName} />}
    </Dialog>
  );
}
