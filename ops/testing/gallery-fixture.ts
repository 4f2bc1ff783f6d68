import type { Services } from '../../api/services.ts';
import type { DesignEvent } from '../../events/design/design.events.ts';
import { designStreamId } from '../../events/design/design.events.ts';
import { uniqueEmail } from './accounts-fixture.ts';
import type { ApiTarget } from './api-client.ts';
import { apiClient, codeIn } from './api-client.ts';
import type { SmtpSink } from './smtp-sink.ts';

export type PublishedDesign = {
  designId: string;
  userId: string;
  name: string;
  description: string;
  createdAt: number;
};

const placement = { repeatX: 6, repeatY: 6, rotation: 276, offSetX: 825, offSetY: 584 };

/** Puts a design in the gallery as submission and moderation would: submitted, then VERIFIED, then projected. */
export async function publishDesign(services: Pick<Services, 'store' | 'progress'>, design: PublishedDesign) {
  const events: DesignEvent[] = [
    {
      type: 'DesignSubmittedForReview',
      data: {
        designId: design.designId,
        userId: design.userId,
        name: design.name,
        description: design.description,
        thumbnail: '/favicon.svg',
        images: ['/favicon.svg'],
        glbState: [{ objectName: 'hood', texture: '/favicon.svg', map_details: placement }],
        badPrompts: [],
        createdAt: design.createdAt,
        status: 'PENDING',
        at: design.createdAt + 1,
      },
    },
    {
      type: 'DesignReviewed',
      data: {
        designId: design.designId,
        userId: design.userId,
        status: 'VERIFIED',
        comments: '',
        moderatorId: 'moderador',
        at: design.createdAt + 2,
      },
    },
  ];
  const stream = designStreamId(design.designId);
  const { version } = await services.store.readStream(stream);
  const result = await services.store.append(stream, events, { expectedVersion: version });
  await services.progress.waitFor('gallery', result.lastPosition!);
}

/** A visitor who proved an e-mail with the mailed code: a voting token. */
export async function votingUser(target: ApiTarget, mailbox: SmtpSink, email = uniqueEmail('votante')) {
  const api = apiClient(target);
  const login = await api.post('/voting-user/login', { email, termsAndConditions: true, wantUpdates: true });
  const mail = await mailbox.waitFor(email);
  const verified = await api.post('/voting-user/verify-otp', { id: login.body.data._id, otp: codeIn(mail.text) });
  return { email, id: login.body.data._id as string, token: verified.body.token as string };
}
