import 'dayjs/locale/es';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The contest runs on central Mexico time, whatever the visitor's clock says. */
export const contestTimeZone = 'America/Mexico_City';

const inMexico = (ms: number) => dayjs(ms).tz(contestTimeZone).locale('es');

/** "20 DE JUNIO": the key-dates style of SPEC §2. */
export const formatDayMonth = (ms: number) => inMexico(ms).format('D [DE] MMMM').toUpperCase();

/** "20 de junio de 2024". */
export const formatLongDate = (ms: number) => inMexico(ms).format('D [de] MMMM [de] YYYY');

/** "4 de agosto de 2024 a las 23:59 h (hora del centro de México)". */
export const formatDateTime = (ms: number) =>
  `${inMexico(ms).format('D [de] MMMM [de] YYYY [a las] HH:mm [h]')} (hora del centro de México)`;
