import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designStreamId } from '../../events/design/design.events.ts';
import { signedUpUser } from '../../ops/testing/accounts-fixture.ts';
import { apiClient } from '../../ops/testing/api-client.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';
import { designBody, readyTexture, uploadedThumbnail } from '../../ops/testing/studio-fixture.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';

const libraryFull = 'Su biblioteca de diseños está llena, elimine al menos un diseño para continuar';

describe('designs and the library over HTTP', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform({ SMTP_URL: mailbox.url, AUTH_RATE_LIMIT: '1000' });
    api = apiClient(platform.url);
  });
  afterAll(async () => {
    await platform?.close();
    await mailbox?.close();
  });

  async function designer() {
    const user = await signedUpUser(platform.url, mailbox);
    const texture = await readyTexture(api, user.token);
    const thumbnail = await uploadedThumbnail(platform.url, api, user.token);
    const save = (overrides: Record<string, unknown> = {}) =>
      api.post('/ai/save_glb_state', designBody(texture, thumbnail, overrides), user.token);
    return { ...user, texture, thumbnail, save };
  }

  describe('validation', () => {
    let ana: Awaited<ReturnType<typeof designer>>;
    beforeAll(async () => {
      ana = await designer();
    });

    it.each([
      ['name', { name: '' }, 'Se requiere título.'],
      ['name', { name: undefined }, 'Se requiere título.'],
      ['name', { name: 'x'.repeat(61) }, 'El título debe tener como máximo 10 caracteres.'],
      ['description', { description: '' }, 'Se requiere descripción'],
      ['description', { description: 'x'.repeat(701) }, 'La descripción debe tener como máximo 700 caracteres.'],
      ['thumbnail', { thumbnail: '' }, 'Seleccione al menos una imagen para la miniatura.'],
      ['thumbnail', { thumbnail: undefined }, 'Seleccione al menos una imagen para la miniatura.'],
      ['glbState', { glbState: [] }, 'Aplique al menos una textura para guardar el diseño.'],
      ['glbState', { glbState: undefined }, 'Aplique al menos una textura para guardar el diseño.'],
    ])('answers 400 with the SPEC message for a bad %s', async (field, change, message) => {
      const response = await ana.save(change);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors[field]).toContain(message);
    });

    it('accepts a name of 60 characters and a description of 700', async () => {
      const response = await ana.save({ name: 'n'.repeat(60), description: 'd'.repeat(700) });
      expect(response.status).toBe(201);
      await api.post('/ai/delete_user_glb', { id: response.body.data.id }, ana.token);
    });

    it.each([
      ['an unknown part', { objectName: 'spoiler' }],
      ['a rotation of 0', { map_details: { repeatX: 6, repeatY: 6, rotation: 0, offSetX: 0, offSetY: 0 } }],
      ['a scale of 11', { map_details: { repeatX: 11, repeatY: 6, rotation: 1, offSetX: 0, offSetY: 0 } }],
      ['an offset of 1081', { map_details: { repeatX: 1, repeatY: 1, rotation: 360, offSetX: 1081, offSetY: 0 } }],
    ])('answers 400 for %s', async (_case, change) => {
      const entry = { ...designBody(ana.texture, ana.thumbnail).glbState[0], ...change };
      const response = await ana.save({ glbState: [entry] });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    });

    it('answers a rule SPEC gives no text for in Spanish too', async () => {
      const entry = { ...designBody(ana.texture, ana.thumbnail).glbState[0], objectName: 'spoiler' };
      const response = await ana.save({ glbState: [entry] });
      expect(response.body.errors['glbState.0.objectName'][0]).toMatch(/^Opción inválida/);
    });

    it('refuses textures and thumbnails that are not the user’s own', async () => {
      const other = await designer();
      expect((await ana.save({ glbState: [{ ...designBody(other.texture, '').glbState[0] }] })).body).toMatchObject({
        message: 'Solo puedes usar texturas generadas en tu estudio.',
      });
      const foreignThumbnail = await ana.save({ thumbnail: other.thumbnail, images: [other.thumbnail] });
      expect(foreignThumbnail.status).toBe(422);
      expect(foreignThumbnail.body.message).toBe('Solo puedes usar imágenes que subiste tú.');
      const signedOnly = await api.post(
        '/user/signed-url',
        { content_type: 'image/png', module: 'thumbnail' },
        ana.token,
      );
      expect((await ana.save({ thumbnail: signedOnly.body.data.url })).status).toBe(422);
    });

    it('needs a user session', async () => {
      expect((await api.post('/ai/save_glb_state', designBody(ana.texture, ana.thumbnail))).status).toBe(401);
      expect((await api.get('/ai/user_glbs')).status).toBe(401);
    });
  });

  it('keeps three designs, lists them, refuses a fourth and accepts it again after a deletion', async () => {
    const ana = await designer();
    const ids: string[] = [];
    for (const name of ['Uno', 'Dos', 'Tres']) {
      const saved = await ana.save({ name });
      expect(saved.status).toBe(201);
      expect(saved.body.data).toMatchObject({ name, isSubmitted: false, thumbnail: ana.thumbnail });
      ids.push(saved.body.data.id);
    }
    const listed = await api.get('/ai/user_glbs', ana.token);
    expect(listed.body.data.map((d: { name: string }) => d.name)).toEqual(['Uno', 'Dos', 'Tres']);
    expect(listed.body.data[0].glbState[0]).toMatchObject({ objectName: 'hood', texture: ana.texture });

    expect(await ana.save()).toMatchObject({ status: 409, body: { message: libraryFull } });
    expect(await api.get('/ai/is_library_full', ana.token)).toMatchObject({
      status: 409,
      body: { message: libraryFull },
    });

    expect((await api.post('/ai/delete_user_glb', { id: ids[1] }, ana.token)).status).toBe(200);
    expect((await api.get('/ai/is_library_full', ana.token)).body.data).toBe(false);
    expect((await ana.save({ name: 'Cuatro' })).status).toBe(201);
    expect((await api.post('/ai/delete_user_glb', { id: ids[1] }, ana.token)).status).toBe(404);
  });

  it('submits one design once, for good, into review as PENDING with its bad prompts', async () => {
    const ana = await designer();
    const flagged = await readyTexture(api, ana.token, 'calaveras con sangre y una pistola');
    const first = (await ana.save({ glbState: [{ ...designBody(flagged, '').glbState[0] }] })).body.data.id;
    const second = (await ana.save()).body.data.id;
    expect((await api.get('/ai/did_i_submit_one', ana.token)).body.data).toBe(false);

    expect(await api.post('/ai/submit_user_glb', { id: first }, ana.token)).toMatchObject({
      status: 200,
      body: { message: 'Diseño enviado' },
    });
    expect((await api.get('/ai/did_i_submit_one', ana.token)).body.data).toBe(true);
    expect((await api.get(`/ai/is_glb_submitted?id=${first}`, ana.token)).body.data).toBe(true);
    expect((await api.get(`/ai/is_glb_submitted?id=${second}`, ana.token)).body.data).toBe(false);

    const { events } = await platform.services.store.readStream(designStreamId(first));
    expect(events).toMatchObject([
      {
        type: 'DesignSubmittedForReview',
        data: { status: 'PENDING', userId: ana.id, badPrompts: ['calaveras con sangre y una pistola'] },
      },
    ]);

    expect((await api.post('/ai/submit_user_glb', { id: first }, ana.token)).status).toBe(200);
    expect((await platform.services.store.readStream(designStreamId(first))).events).toHaveLength(1);
    expect(await api.post('/ai/submit_user_glb', { id: second }, ana.token)).toMatchObject({
      status: 409,
      body: { message: 'Ya enviaste un diseño; el envío no se puede cambiar.' },
    });
    expect(await api.post('/ai/delete_user_glb', { id: first }, ana.token)).toMatchObject({
      status: 409,
      body: { message: 'Un diseño enviado no se puede eliminar.' },
    });
    expect((await api.post('/ai/delete_user_glb', { id: second }, ana.token)).status).toBe(200);
    expect(await api.post('/ai/generate', { prompt: 'más olas', style_preset: 'anime' }, ana.token)).toMatchObject({
      status: 409,
      body: { message: 'No puedes diseñar un nuevo diseño. Ya terminaste de enviar tus diseños.' },
    });
    expect((await ana.save()).body.message).toBe(
      'No puedes diseñar un nuevo diseño. Ya terminaste de enviar tus diseños.',
    );
  });

  describe('under concurrency', () => {
    it('lets exactly one of 10 parallel saves into a library holding 2 designs', async () => {
      const ana = await designer();
      for (const name of ['Uno', 'Dos']) expect((await ana.save({ name })).status).toBe(201);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => ana.save({ name: `Carrera ${i}` })));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(9);
      expect((await api.get('/ai/user_glbs', ana.token)).body.data).toHaveLength(3);
    });

    it('lets exactly one of 3 parallel submissions through', async () => {
      const ana = await designer();
      const ids = [];
      for (const name of ['Uno', 'Dos', 'Tres']) ids.push((await ana.save({ name })).body.data.id);
      const answers = await Promise.all(ids.map((id) => api.post('/ai/submit_user_glb', { id }, ana.token)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
      const submitted = (await api.get('/ai/user_glbs', ana.token)).body.data.filter(
        (design: { isSubmitted: boolean }) => design.isSubmitted,
      );
      expect(submitted).toHaveLength(1);
      const reviews = await Promise.all(ids.map((id) => platform.services.store.readStream(designStreamId(id))));
      expect(reviews.map((review) => review.events.length).sort()).toEqual([0, 0, 1]);
    });
  });
});
