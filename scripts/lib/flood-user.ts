import { variedPredictInputs } from './predict-inputs';
import { type RawRequest, rawRequest } from './raw-request';

export type FloodUser = { cookie: string; businessId: string };

/**
 * The user of the load test's one-user floods (issue 34), signed up from an address of its own:
 * three businesses with two runs each and two runs linked to none (four insight groups, each with
 * a change, levers and risks: about 14 ms of engine work a request before issue 34), and its
 * sign-up tokens spent on analyses until one answers 402, so the analysis flood meets an empty
 * balance.
 */
export const prepareFloodUser = async (
  origin: string,
  account: { address: string; username: string; password: string },
): Promise<FloodUser> => {
  const call = async (request: RawRequest, expected: readonly number[]) => {
    const answer = await rawRequest(origin, request, { localAddress: account.address });
    if (!expected.includes(answer.status))
      throw new Error(`${request.path} ${answer.status} ${answer.body.slice(0, 200)}`);
    return answer;
  };
  const { username, password } = account;
  const registered = await call(
    { method: 'POST', path: '/api/register', body: { username, password } },
    [201],
  );
  const cookie = registered.cookie;
  if (!cookie) throw new Error('register: no session cookie');
  const inputs = variedPredictInputs(8);
  const businessIds: string[] = [];
  for (const [index, input] of inputs.slice(0, 3).entries()) {
    const body = { name: `Flood business ${index + 1}`, inputs: input };
    const created = await call({ method: 'POST', path: '/api/businesses', body, cookie }, [201]);
    businessIds.push((JSON.parse(created.body) as { id: string }).id);
  }
  const groups = [...businessIds, null];
  for (const [index, businessId] of groups.flatMap((id) => [id, id]).entries()) {
    const body = { input: inputs[index % inputs.length], ...(businessId ? { businessId } : {}) };
    await call({ method: 'POST', path: '/api/calculations', body, cookie }, [201]);
  }
  const businessId = businessIds[0] as string;
  for (let analyses = 0; ; analyses += 1) {
    const request = { method: 'POST', path: '/api/analysis-reports', body: { businessId }, cookie };
    if ((await call(request, [201, 402])).status === 402) break;
    if (analyses > 10) throw new Error('the sign-up balance pays for more than 10 analyses');
  }
  return { cookie, businessId };
};
