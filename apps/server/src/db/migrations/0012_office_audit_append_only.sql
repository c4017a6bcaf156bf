-- Custom migration (drizzle-kit generate --custom): the office audit trail is append-only. The application may
-- insert rows; an UPDATE, DELETE or TRUNCATE is refused by the database itself, whoever asks. (A database owner
-- can still disable the trigger: the hash chain makes such an edit detectable, `npm run audit:verify`.)
CREATE OR REPLACE FUNCTION office_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'office_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS office_audit_append_only ON office_audit;
--> statement-breakpoint
CREATE TRIGGER office_audit_append_only BEFORE UPDATE OR DELETE ON office_audit
  FOR EACH ROW EXECUTE FUNCTION office_audit_refuse_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS office_audit_no_truncate ON office_audit;
--> statement-breakpoint
CREATE TRIGGER office_audit_no_truncate BEFORE TRUNCATE ON office_audit
  FOR EACH STATEMENT EXECUTE FUNCTION office_audit_refuse_change();
