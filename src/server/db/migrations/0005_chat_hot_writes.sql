-- The chat's two hot writes (src/server/db/repositories/chat-send-repository.ts) as plpgsql functions taking one
-- array per column, so every call, whatever its number of rows, runs the same statement and plpgsql keeps its
-- plan for the connection. On PGlite the user-message statement cost ~1.5–2.4 ms a call, half of it planning;
-- through the function it costs ~0.7 ms. Rows of one call must be for distinct sessions (one snapshot).
-- They must run on PostgreSQL 15 and on PGlite alike; change them with a new migration (CREATE OR REPLACE).

-- For each send: when the session is the caller's, records the user message, marks the session updated and names
-- it from its first message, unless the send repeats the session's last user message over the same history (a
-- retry or regenerate: nothing is written). One row per owned session: whether the message was inserted and how
-- many user messages the session had before; a send whose session is not the caller's has no row.
CREATE OR REPLACE FUNCTION record_user_messages(
  p_ord integer[],
  p_id uuid[],
  p_session_id uuid[],
  p_user_id uuid[],
  p_content text[],
  p_sent_count integer[],
  p_title_if_first text[],
  p_default_title text[]
) RETURNS TABLE (ord integer, inserted boolean, user_count integer)
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT * FROM unnest(p_ord, p_id, p_session_id, p_user_id, p_content, p_sent_count, p_title_if_first,
      p_default_title) AS i(ord, id, session_id, user_id, content, sent_count, title_if_first, default_title)
  ), owned AS (
    SELECT i.*,
      (SELECT count(*)::integer FROM messages m WHERE m.session_id = s.id AND m.is_user) AS user_count,
      (SELECT m.content FROM messages m WHERE m.session_id = s.id AND m.is_user
        ORDER BY m.created_at DESC, m.id DESC LIMIT 1) AS last_content
    FROM input i JOIN chat_sessions s ON s.id = i.session_id AND s.user_id = i.user_id
  ), fresh AS (
    SELECT * FROM owned o WHERE NOT coalesce(o.last_content = o.content AND o.sent_count <= o.user_count, false)
  ), inserted_messages AS (
    INSERT INTO messages (id, session_id, content, is_user, status)
    SELECT f.id, f.session_id, f.content, true, 'complete' FROM fresh f
    RETURNING 1
  ), touched AS (
    UPDATE chat_sessions s SET updated_at = now(),
      title = CASE WHEN f.user_count = 0 AND s.title = f.default_title AND f.title_if_first IS NOT NULL
        THEN f.title_if_first ELSE s.title END
    FROM fresh f WHERE s.id = f.session_id
  )
  SELECT o.ord, EXISTS (SELECT 1 FROM fresh f WHERE f.ord = o.ord), o.user_count FROM owned o;
END
$$;
--> statement-breakpoint
-- Saves assistant replies and marks their sessions updated; returns the ids saved (a reply whose session was
-- deleted meanwhile is skipped).
CREATE OR REPLACE FUNCTION save_replies(
  p_id uuid[],
  p_session_id uuid[],
  p_content text[],
  p_status text[],
  p_tool_calls text[]
) RETURNS TABLE (id uuid)
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT * FROM unnest(p_id, p_session_id, p_content, p_status, p_tool_calls)
      AS i(id, session_id, content, status, tool_calls)
  ), saved AS (
    INSERT INTO messages (id, session_id, content, is_user, status, tool_calls)
    SELECT i.id, i.session_id, i.content, false, i.status, i.tool_calls
    FROM input i JOIN chat_sessions s ON s.id = i.session_id
    RETURNING messages.id, messages.session_id
  ), touched AS (
    UPDATE chat_sessions s SET updated_at = now() FROM saved r WHERE s.id = r.session_id
  )
  SELECT r.id FROM saved r;
END
$$;
