-- 'Blogs & News' written in the operator console: an article may be kept as a draft (no
-- published_at) until an operator publishes it; readers only ever see published articles (the
-- column keeps its default, so POST /operator/blogs still publishes at once).
ALTER TABLE blog_articles ALTER COLUMN published_at DROP NOT NULL;
ALTER TABLE blog_articles ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
