CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "activity_customers" ADD COLUMN "order_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_configurations" ADD COLUMN "bank_payee" text;--> statement-breakpoint
ALTER TABLE "activity_configurations" ADD COLUMN "bank_iban" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "test_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_due" ON "order_refunds" USING btree ("next_attempt_at") WHERE "order_refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_pending_hold" ON "orders" USING btree ("hold_until") WHERE "orders"."status" = 'pending';--> statement-breakpoint
-- The orders board (issue 22) hears of every change to an activity's orders or their refunds,
-- from any instance or from SQL by hand: the payload is the activity's id.
CREATE FUNCTION "notify_order_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('tessera_orders', OLD."activity_id"::text);
  ELSE
    PERFORM pg_notify('tessera_orders', NEW."activity_id"::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_change" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_change"();--> statement-breakpoint
CREATE TRIGGER "order_refunds_change" AFTER INSERT OR UPDATE OR DELETE ON "order_refunds"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_change"();
