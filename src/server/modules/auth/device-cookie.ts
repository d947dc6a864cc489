import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSessionToken, isWellFormedSessionToken } from './session-token';

/**
 * A random id for the browser, set at a successful sign-in. It carries no authority: it only
 * lets the account's owner past the account-wide brake that strangers' guesses can trip.
 */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

const deviceCookieName = (isSecure: boolean) => (isSecure ? '__Host-device' : 'device');

export const readDeviceId = (request: FastifyRequest, isSecure: boolean): string | null => {
  const value = request.cookies[deviceCookieName(isSecure)];
  return value !== undefined && isWellFormedSessionToken(value) ? value : null;
};

/**
 * The browser's id, or a fresh one. Chosen before the password is checked so that a successful
 * sign-in remembers it; the cookie is set only then (setDeviceCookie), never on a refusal.
 */
export const deviceIdFor = (current: string | null): { deviceId: string; isNew: boolean } =>
  current ? { deviceId: current, isNew: false } : { deviceId: createSessionToken(), isNew: true };

export const setDeviceCookie = (reply: FastifyReply, deviceId: string, isSecure: boolean): void => {
  reply.setCookie(deviceCookieName(isSecure), deviceId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
};
