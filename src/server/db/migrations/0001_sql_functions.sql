-- The "remote procedures" of SPEC §7, as plain SQL functions (LANGUAGE sql / plpgsql). Repository code in
-- src/server/db/repositories calls them by name, e.g. `select get_unread_notifications_count($1)`.
-- They must run on PostgreSQL 15 and on PGlite alike: nothing newer than PostgreSQL 15.
-- Who may call what is decided by the server (e.g. the admin listing checks the role first); functions that
-- act for a user take that user's id and touch only that user's rows.
-- To change a function later, add a new migration with CREATE OR REPLACE FUNCTION; do not edit this one.

-- Notifications: "unread" means not read, not archived, not expired and not scheduled in the future.
CREATE OR REPLACE FUNCTION get_unread_notifications_count(p_user_id uuid)
RETURNS integer
LANGUAGE sql STABLE
AS $$
  SELECT count(*)::integer
  FROM notifications
  WHERE user_id = p_user_id
    AND read_at IS NULL
    AND archived_at IS NULL
    AND (expires_at IS NULL OR expires_at > now())
    AND (scheduled_for IS NULL OR scheduled_for <= now())
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mark_all_notifications_read(p_user_id uuid)
RETURNS integer
LANGUAGE sql VOLATILE
AS $$
  WITH updated AS (
    UPDATE notifications
    SET read_at = now(), status = 'read', updated_at = now()
    WHERE user_id = p_user_id
      AND read_at IS NULL
      AND archived_at IS NULL
      AND (scheduled_for IS NULL OR scheduled_for <= now())
    RETURNING 1
  )
  SELECT count(*)::integer FROM updated
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cleanup_expired_notifications()
RETURNS integer
LANGUAGE sql VOLATILE
AS $$
  WITH deleted AS (
    DELETE FROM notifications
    WHERE expires_at IS NOT NULL AND expires_at <= now()
    RETURNING 1
  )
  SELECT count(*)::integer FROM deleted
$$;
--> statement-breakpoint
-- Notifications whose scheduled time has come and that still wait to be sent, oldest first.
CREATE OR REPLACE FUNCTION get_pending_scheduled_notifications(p_limit integer DEFAULT 100)
RETURNS SETOF notifications
LANGUAGE sql STABLE
AS $$
  SELECT *
  FROM notifications
  WHERE status = 'pending'
    AND scheduled_for IS NOT NULL
    AND scheduled_for <= now()
    AND archived_at IS NULL
    AND (expires_at IS NULL OR expires_at > now())
  ORDER BY scheduled_for, created_at
  LIMIT p_limit
$$;
--> statement-breakpoint
-- Presence: a row is stale when last seen more than 5 minutes ago; a user is online only if some row of
-- theirs is 'online' and not stale.
CREATE OR REPLACE FUNCTION get_online_users_count()
RETURNS integer
LANGUAGE sql STABLE
AS $$
  SELECT count(DISTINCT user_id)::integer
  FROM user_presence
  WHERE status = 'online' AND last_seen_at > now() - interval '5 minutes'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mark_stale_presence_offline()
RETURNS integer
LANGUAGE sql VOLATILE
AS $$
  WITH updated AS (
    UPDATE user_presence
    SET status = 'offline', updated_at = now()
    WHERE status <> 'offline' AND last_seen_at <= now() - interval '5 minutes'
    RETURNING 1
  )
  SELECT count(*)::integer FROM updated
$$;
--> statement-breakpoint
-- One row per live (online or away, not stale) presence session, anonymous users included; newest first.
-- An anonymous user's placeholder e-mail is not shown.
CREATE OR REPLACE FUNCTION get_online_users_for_admin()
RETURNS TABLE (
  user_id uuid,
  email text,
  full_name text,
  username text,
  avatar_url text,
  status text,
  last_seen_at timestamptz,
  last_activity_at timestamptz,
  current_page text,
  session_id text,
  is_anonymous boolean,
  roles text[],
  device_type text
)
LANGUAGE sql STABLE
AS $$
  SELECT
    p.user_id,
    CASE WHEN u.is_anonymous THEN NULL ELSE u.email END,
    coalesce(pr.full_name, u.name),
    pr.username,
    coalesce(pr.avatar_url, u.image),
    p.status,
    p.last_seen_at,
    p.last_activity_at,
    p.current_page,
    p.session_id,
    u.is_anonymous,
    coalesce(
      (SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = p.user_id),
      '{}'::text[]
    ),
    p.device_type
  FROM user_presence p
  JOIN "user" u ON u.id = p.user_id
  LEFT JOIN profiles pr ON pr.id = p.user_id
  WHERE p.status <> 'offline' AND p.last_seen_at > now() - interval '5 minutes'
  ORDER BY p.last_seen_at DESC
$$;
--> statement-breakpoint
-- Roles
CREATE OR REPLACE FUNCTION get_user_roles(p_user_id uuid)
RETURNS TABLE (role text)
LANGUAGE sql STABLE
AS $$
  SELECT r.role FROM user_roles r WHERE r.user_id = p_user_id ORDER BY r.role
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION has_role(p_user_id uuid, p_role text)
RETURNS boolean
LANGUAGE sql STABLE
AS $$
  SELECT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = p_user_id AND r.role = p_role)
$$;
--> statement-breakpoint
-- Idea journeys. A stage or chat session given to create/update must belong to the same user, else the
-- call fails with SQLSTATE 23503 (foreign_key_violation). Reads and writes of another user's journey
-- return no row (update) or false (delete).
CREATE OR REPLACE FUNCTION assert_idea_journey_links(p_user_id uuid, p_current_stage_id uuid, p_session_id uuid)
RETURNS void
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  IF p_current_stage_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM journey_stages s WHERE s.id = p_current_stage_id AND s.user_id = p_user_id
  ) THEN
    RAISE EXCEPTION 'Journey stage not found' USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF p_session_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM chat_sessions c WHERE c.id = p_session_id AND c.user_id = p_user_id
  ) THEN
    RAISE EXCEPTION 'Chat session not found' USING ERRCODE = 'foreign_key_violation';
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION create_idea_journey(
  p_user_id uuid,
  p_title text,
  p_current_stage_id uuid DEFAULT NULL,
  p_description text DEFAULT NULL,
  p_session_id uuid DEFAULT NULL
)
RETURNS SETOF idea_journeys
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  PERFORM assert_idea_journey_links(p_user_id, p_current_stage_id, p_session_id);
  RETURN QUERY
    WITH inserted AS (
      INSERT INTO idea_journeys (user_id, title, description, current_stage_id, session_id)
      VALUES (p_user_id, p_title, p_description, p_current_stage_id, p_session_id)
      RETURNING *
    )
    SELECT * FROM inserted;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION get_idea_journey_by_id(p_id uuid, p_user_id uuid)
RETURNS SETOF idea_journeys
LANGUAGE sql STABLE
AS $$
  SELECT * FROM idea_journeys WHERE id = p_id AND user_id = p_user_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION get_idea_journeys_by_user(p_user_id uuid)
RETURNS SETOF idea_journeys
LANGUAGE sql STABLE
AS $$
  SELECT * FROM idea_journeys WHERE user_id = p_user_id ORDER BY updated_at DESC, created_at DESC
$$;
--> statement-breakpoint
-- NULL arguments keep the current value; p_updated_at defaults to now().
CREATE OR REPLACE FUNCTION update_idea_journey(
  p_id uuid,
  p_user_id uuid,
  p_title text DEFAULT NULL,
  p_current_stage_id uuid DEFAULT NULL,
  p_updated_at timestamptz DEFAULT NULL,
  p_description text DEFAULT NULL
)
RETURNS SETOF idea_journeys
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  PERFORM assert_idea_journey_links(p_user_id, p_current_stage_id, NULL);
  RETURN QUERY
    WITH updated AS (
      UPDATE idea_journeys j
      SET title = coalesce(p_title, j.title),
          current_stage_id = coalesce(p_current_stage_id, j.current_stage_id),
          description = coalesce(p_description, j.description),
          updated_at = coalesce(p_updated_at, now())
      WHERE j.id = p_id AND j.user_id = p_user_id
      RETURNING j.*
    )
    SELECT * FROM updated;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delete_idea_journey(p_id uuid, p_user_id uuid)
RETURNS boolean
LANGUAGE sql VOLATILE
AS $$
  WITH deleted AS (
    DELETE FROM idea_journeys WHERE id = p_id AND user_id = p_user_id RETURNING 1
  )
  SELECT count(*) > 0 FROM deleted
$$;
