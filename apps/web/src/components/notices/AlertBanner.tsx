import { lazy, Suspense } from 'react';
import { useNoticeStore } from './noticeStore';

const BannerAlert = lazy(() => import('./BannerAlert').then((m) => ({ default: m.BannerAlert })));

/** The page's alert banner (spec 1 §8), set through setBanner; its code loads when first shown. */
export function AlertBanner() {
  const banner = useNoticeStore((s) => s.banner);
  return banner ? (
    <Suspense fallback={null}>
      <BannerAlert type={banner.type} message={banner.message} />
    </Suspense>
  ) : null;
}
