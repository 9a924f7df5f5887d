-- The request search also finds the phone number in any spacing, the repair number, the bikes'
-- brand, model and frame number, and the labels' names (issue 31, decision 037). A generated
-- column reads only its own row, so the bikes and labels come into the row as
-- bikes_and_labels_text, which triggers keep, and search_text is generated from the row by one
-- function, search_text_of.
ALTER TABLE "service_requests" ADD COLUMN "bikes_and_labels_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The digits of a phone number as stored (E.164 since decision 033, as typed before it), an
-- international prefix (+ or 00) dropped, and for a Dutch one also its national form:
-- "+31 6 1234 5678" gives "31612345678 0612345678", so the search for "06 12 34 56 78" finds
-- it once the search is reduced to digits the same way. This function and the next are one
-- expression each, which PostgreSQL inlines where they are called. Every function here has a
-- SQL-standard body (RETURN, BEGIN ATOMIC): it is parsed when created and names what it uses
-- by reference, so pg_restore, which empties search_path, can compute the generated column
-- and create the functions in the order they need each other.
CREATE FUNCTION search_phone_forms(phone text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN regexp_replace(regexp_replace(coalesce(phone, ''), '[^0-9+]', '', 'g'), '^(\+|00)|\+', '', 'g')
  || coalesce(' 0' || substring(regexp_replace(coalesce(phone, ''), '[^0-9+]', '', 'g') from '^(?:\+|00)31([0-9]+)$'), '');--> statement-breakpoint
-- The one definition of what the search looks in, lowercased. The text is a key of the B-tree
-- service_requests_newest_search_idx, whose entries hold at most 2.7 kB (decision 025): it
-- keeps its first 800 characters, 2.4 kB even in three-byte characters. Only a request with
-- several long free-text bikes and many labels is longer; contact details come first, labels
-- last.
CREATE FUNCTION search_text_of(
  full_name text, company_name text, email text, phone text, street text, house_number text,
  house_number_addition text, postal_code text, repair_number text, bikes_and_labels text
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN left(lower(full_name || ' ' || coalesce(company_name, '') || ' ' || email || ' '
  || coalesce(street, '') || ' ' || coalesce(house_number, '') || coalesce(house_number_addition, '')
  || ' ' || coalesce(postal_code, '') || ' ' || search_phone_forms(phone) || ' '
  || coalesce(repair_number, '') || ' ' || bikes_and_labels), 800);--> statement-breakpoint
-- A bike as the search text holds it; a frame number also without its spaces and dashes, as
-- staff may type it from the frame ("WBK 99-81", "WBK9981").
CREATE FUNCTION search_text_of_bike(brand text, model text, frame_number text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN concat_ws(' ', brand, model, frame_number,
  nullif(regexp_replace(frame_number, '[\s-]', '', 'g'), frame_number));--> statement-breakpoint
-- A request's bikes in their order, then its labels by name.
CREATE FUNCTION bikes_and_labels_text_of(request_id integer) RETURNS text
LANGUAGE sql STABLE
RETURN concat_ws(' ',
  (select string_agg(search_text_of_bike(brand, model, frame_number), ' ' order by position)
   from bikes where service_request_id = request_id),
  (select string_agg(labels.name, ' ' order by labels.name)
   from service_request_labels join labels on labels.id = service_request_labels.label_id
   where service_request_labels.service_request_id = request_id));--> statement-breakpoint
-- The requests named, where their bikes' and labels' text changed: a request whose bikes or
-- labels a statement changed is written once, and not at all when its text stays the same.
CREATE FUNCTION refresh_bikes_and_labels_texts(request_ids integer[]) RETURNS void
LANGUAGE sql
BEGIN ATOMIC
  update service_requests set bikes_and_labels_text = bikes_and_labels_text_of(id)
  where id = any(request_ids) and bikes_and_labels_text <> bikes_and_labels_text_of(id);
END;--> statement-breakpoint
-- For bikes and service_request_labels: the requests of the rows a statement changed. The
-- transition tables exist only for the events that have them, hence the branches.
CREATE FUNCTION refresh_bikes_and_labels_texts_of_changed_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_bikes_and_labels_texts(array(select distinct service_request_id from new_rows));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_bikes_and_labels_texts(array(select distinct service_request_id from old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bikes_inserted_search_text AFTER INSERT ON bikes
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION refresh_bikes_and_labels_texts_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER bikes_updated_search_text AFTER UPDATE ON bikes
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION refresh_bikes_and_labels_texts_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER bikes_deleted_search_text AFTER DELETE ON bikes
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION refresh_bikes_and_labels_texts_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER service_request_labels_inserted_search_text AFTER INSERT ON service_request_labels
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION refresh_bikes_and_labels_texts_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER service_request_labels_updated_search_text AFTER UPDATE ON service_request_labels
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION refresh_bikes_and_labels_texts_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER service_request_labels_deleted_search_text AFTER DELETE ON service_request_labels
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION refresh_bikes_and_labels_texts_of_changed_rows();--> statement-breakpoint
CREATE FUNCTION refresh_bikes_and_labels_texts_of_label() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_bikes_and_labels_texts(array(
    select service_request_id from service_request_labels where label_id = NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A renamed label renames itself in the text of every request that carries it.
CREATE TRIGGER labels_renamed_search_text AFTER UPDATE OF name ON labels
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION refresh_bikes_and_labels_texts_of_label();--> statement-breakpoint
-- Every request written before gains its bikes and labels, after search_text and its three
-- indexes are dropped: with them the update's cost was mostly adding each row to the trigram
-- indexes. Adding search_text again rewrites the table, which also leaves out the row versions
-- the update made dead; the indexes are built again below as schema.ts declares them, and the
-- table is analysed, since the new column has no statistics (docs/operations.md, upgrading).
ALTER TABLE "service_requests" DROP COLUMN "search_text";--> statement-breakpoint
UPDATE service_requests SET bikes_and_labels_text = bikes_and_labels_text_of(id)
WHERE bikes_and_labels_text_of(id) <> '';--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_text_of(full_name, company_name, email, phone, street, house_number, house_number_addition, postal_code, repair_number, bikes_and_labels_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "service_requests_search_text_trgm_idx" ON "service_requests" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "service_requests_active_search_text_trgm_idx" ON "service_requests" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=256) WHERE not "service_requests"."is_archived";--> statement-breakpoint
CREATE INDEX "service_requests_newest_search_idx" ON "service_requests" USING btree ("created_at","id","is_archived","status","search_text");--> statement-breakpoint
-- The customer list finds a customer by the company their requests were sent for.
CREATE INDEX "service_requests_company_name_trgm_idx" ON "service_requests" USING gin ("company_name" gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
ANALYZE "service_requests";
