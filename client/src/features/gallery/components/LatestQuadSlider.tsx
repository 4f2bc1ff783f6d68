import 'swiper/css';
import 'swiper/css/pagination';
import type { ReactNode } from 'react';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

export type QuadSliderProps = {
  /** Four designs' list items per view. */
  groups: { key: string; items: ReactNode[] }[];
};

/** The phone's looping slider of four designs per view (SPEC §9), loaded with its library when shown. */
export default function LatestQuadSlider({ groups }: QuadSliderProps) {
  return (
    <Swiper
      modules={[Pagination, A11y, Keyboard]}
      pagination={{ clickable: true }}
      keyboard={{ enabled: true }}
      loop={groups.length > 1}
      spaceBetween={16}
      a11y={{
        slideLabelMessage: '{{index}} de {{slidesLength}}',
        paginationBulletMessage: 'Ir a la vista {{index}}',
      }}
      className="gallery-quad-slider"
    >
      {groups.map((group) => (
        <SwiperSlide key={group.key}>
          <ul className="gallery-quad">{group.items}</ul>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
