// The sandbox has one body parser for its declared endpoints and its own routes alike: a body that is
// not JSON, or breaks the schema, is a 400 with one code (code review finding 10).
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { BAD_REQUEST } from '@/lib/upstream/contract';
import { HttpError, parseBody, readJson } from '@/sandbox/http/replies';

const requestOf = (text: string) => Readable.from([Buffer.from(text)]) as unknown as IncomingMessage;
const refusal = async (run: () => unknown): Promise<HttpError> => {
  try {
    await run();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('not refused');
};

test('malformed JSON and a body that breaks the schema answer the same 400 code', async () => {
  const notJson = await refusal(() => readJson(requestOf('{"email":')));
  const wrongShape = await refusal(() => parseBody(z.object({ email: z.email() }), { email: 42 }));
  expect([notJson.status, notJson.code]).toEqual([400, BAD_REQUEST]);
  expect([wrongShape.status, wrongShape.code]).toEqual([400, BAD_REQUEST]);
  expect(wrongShape.message).toMatch(/^email: /);
});

test("an issue that names its own code keeps it (the password rule's PasswordPolicy)", async () => {
  const weak = await refusal(() => parseBody(z.object({ password: z.string().refine(() => false, 'PasswordPolicy') }), { password: 'x' }));
  expect([weak.status, weak.code]).toEqual([400, 'PasswordPolicy']);
});
