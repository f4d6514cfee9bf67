-- System Settings opens for every user, read-only without ADMIN or DEVELOPER (spec 3 §6: Edit
-- disabled). The maintenance menu's roles are the company's once stored: only a row still holding
-- the roles the code first gave it is opened; a company that chose its own roles keeps them.
UPDATE "maintenance_menu_items" SET "roles" = '', "updated_at" = now()
WHERE "code" = 'systemconfig' AND "roles" = 'ADMIN,DEVELOPER';
