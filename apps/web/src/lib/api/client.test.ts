import { beforeEach, describe, expect, it } from 'vitest';
import { jwt, membership, userCard } from '../../test-support.tsx';
import { serveApi } from '../../testing/api.ts';
import { HttpError } from '../http.ts';
import { queryClient } from '../queryClient.ts';
import { session } from '../session.ts';
import { api, fillPath } from './client.ts';

const server = serveApi();

beforeEach(() => {
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
});

describe('the typed client', () => {
  it('fills the route from the path params, encoded', () => {
    expect(fillPath('/api/users/{id}/x/{code}', { id: 3, code: 'a b/c' })).toBe(
      '/api/users/3/x/a%20b%2Fc',
    );
    expect(() => fillPath('/api/users/{id}', {})).toThrow('{id}');
  });

  it('sends the call the route names and gives the answer inside the envelope', async () => {
    const card = userCard({ balance: 12.5 });
    server.answer('get', '/api/activities/{id}/usercard', card);
    const answer = await api.get('/api/activities/{id}/usercard', {
      path: { id: 7 },
      noActivity: true,
    });
    expect(answer).toEqual(card);
    expect(server.calls()).toEqual([
      { method: 'GET', url: '/api/activities/7/usercard', body: undefined },
    ]);
  });

  it('sends a list call with its query and filters (the activity added) and gives rows and total', async () => {
    server.list('/api/users', [], 0);
    const page = await api.list('/api/users', { query: { page: 2 }, filters: { search: 'ro' } });
    expect(page).toEqual({ rows: [], totalRows: 0 });
    expect(server.calls()[0]?.url).toBe(
      '/api/users?page=2&filters[search]=ro&filters[activityId]=7',
    );
  });

  it('sends a body with the activity added', async () => {
    server.answer('post', '/api/friends/invite', { inviteId: 'i-1' });
    await api.post('/api/friends/invite', { body: { email: 'a@b.it' } as never, silent: true });
    expect(server.calls()[0]?.body).toMatchObject({ email: 'a@b.it', activityId: 7 });
  });

  it("gives the server's refusal as an error with its status, code and message", async () => {
    server.refuse('put', '/api/users/{id}', 422, 'Email già in uso', 'email_taken');
    const refused = api.put('/api/users/{id}', { path: { id: 3 }, body: {}, silent: true });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 422, code: 'email_taken' });
  });

  it('refuses an answer that is not what the contract says the route answers', async () => {
    server.answer('get', '/api/activities/{id}/usercard', { balance: 'twelve' } as never);
    await expect(
      api.get('/api/activities/{id}/usercard', { path: { id: 7 }, noActivity: true }),
    ).rejects.toThrow(/GET \/api\/activities\/\{id\}\/usercard answered off contract/);
  });

  it('refuses a list page whose rows are not the route’s', async () => {
    server.list('/api/users', [{ id: 'x' }] as never);
    await expect(api.list('/api/users')).rejects.toThrow(/off contract: \/data\/0/);
  });

  it('shares an identical read for a second, but an invalidated query reads the server again', async () => {
    server.answer('get', '/api/activities/{id}/usercard', userCard());
    const read = () =>
      queryClient.fetchQuery({
        queryKey: ['probe'],
        queryFn: () => api.get('/api/activities/{id}/usercard', { path: { id: 7 } }),
        staleTime: 0,
      });
    await read();
    await read();
    expect(server.calls()).toHaveLength(1);
    await queryClient.invalidateQueries({ queryKey: ['probe'] });
    await read();
    expect(server.calls()).toHaveLength(2);
  });
});
