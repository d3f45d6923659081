-- pg_trgm: the console lists' searches (ILIKE '%…%': users, activities, items) served by trigram
-- GIN indexes (issue 25); an item's sizes and first picture read by item on every list row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search" ON "users" USING gin ("username" gin_trgm_ops,"name" gin_trgm_ops,"surname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_search" ON "activities" USING gin ("name" gin_trgm_ops,"permalink" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "item_color_sizes_item" ON "item_color_sizes" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "items_search" ON "items" USING gin ("name" gin_trgm_ops,"sku" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_images_item" ON "shop_images" USING btree ("item_id","sort");