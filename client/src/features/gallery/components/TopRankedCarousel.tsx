import 'swiper/css';
import 'swiper/css/navigation';
import type { ReactNode } from 'react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

export type CarouselProps = {
  slides: { key: string; card: ReactNode }[];
  breakpoints: Record<number, { slidesPerView: number }>;
  arrows: boolean;
};

/** The ranked designs' carousel, loaded with its library when the section shows it. */
export default function TopRankedCarousel({ slides, breakpoints, arrows }: CarouselProps) {
  return (
    <Swiper
      modules={[Navigation, A11y, Keyboard]}
      navigation={arrows}
      keyboard={{ enabled: true }}
      spaceBetween={20}
      breakpoints={breakpoints}
      a11y={{
        prevSlideMessage: 'Anterior',
        nextSlideMessage: 'Siguiente',
        slideLabelMessage: '{{index}} de {{slidesLength}}',
      }}
      className="gallery-carousel"
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key}>{slide.card}</SwiperSlide>
      ))}
    </Swiper>
  );
}
