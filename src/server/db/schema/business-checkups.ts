// Issue 15: the business analyzer's saved check-ups (tables added by the feature).
export {};
