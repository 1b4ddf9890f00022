-- Issue 9, finding 7: members whose address is not confirmed are out of search until activation.
UPDATE "profiles" SET "searchable" = false FROM "users" WHERE "users"."id" = "profiles"."user_id" AND "users"."status" <> 'confirmed';
