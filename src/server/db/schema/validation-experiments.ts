// Issue 15: validation experiments and their evidence (tables added by the feature).
export {};
