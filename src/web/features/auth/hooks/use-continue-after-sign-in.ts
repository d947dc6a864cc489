import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetRedirectAfterLogin, peekRedirectAfterLogin } from '#web/features/auth/auth-storage';

/** On to the path saved before sign-in (spec section 4's redirect after login), else home. */
export const useContinueAfterSignIn = () => {
  const navigate = useNavigate();
  return useCallback(() => {
    const target = peekRedirectAfterLogin();
    forgetRedirectAfterLogin();
    void navigate(target, { replace: true });
  }, [navigate]);
};
