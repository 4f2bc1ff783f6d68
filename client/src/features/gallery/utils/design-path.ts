import { paths } from '../../../config/paths.ts';

export const designPath = (designId: string) => paths.galleryDetail.replace(':id', encodeURIComponent(designId));
