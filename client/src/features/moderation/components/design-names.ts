import dayjs from 'dayjs';
import { queueNameMax } from '../../../../../events/schemas/moderation.ts';

/** SPEC §2: names over 30 characters are cut at 30 in the queue. */
export const shortName = (name: string) => (name.length > queueNameMax ? `${name.slice(0, queueNameMax)}…` : name);

/** 'DD MMMM YYYY' in Spanish (the app sets dayjs to es once). */
export const reviewDate = (epochMs: number) => dayjs(epochMs).format('DD MMMM YYYY');
