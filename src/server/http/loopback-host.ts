// Below mail and the host checks alike: both ask whether only this machine can connect.

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export const isLoopbackHost = (host: string): boolean => {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
};
