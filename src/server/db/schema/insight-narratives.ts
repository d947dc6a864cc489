// Issue 15: language-model narratives kept per input (tables added by the feature).
export {};
