// The blog module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export { createOrPromoteAdmin } from './admin-role';
export { blogListPagePreview, blogPostPagePreview } from './blog-preview';
export { readPostFiles, seedBlogPosts } from './blog-seed';
export { blogRoutes } from './blog.routes';
export { blogExportPart } from './blog-export';
