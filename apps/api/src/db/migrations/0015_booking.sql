-- btree_gist lets one exclusion constraint compare an operator (=) and a time range (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "booking_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"booking_operator_id" integer,
	"date" date,
	"weekday" smallint,
	"start_time" text,
	"end_time" text,
	CONSTRAINT "booking_closures_day" CHECK ("booking_closures"."date" is null or "booking_closures"."weekday" is null),
	CONSTRAINT "booking_closures_times" CHECK (("booking_closures"."start_time" is null) = ("booking_closures"."end_time" is null) and ("booking_closures"."start_time" is null or "booking_closures"."start_time" < "booking_closures"."end_time"))
);
--> statement-breakpoint
CREATE TABLE "booking_operator_services" (
	"booking_operator_id" integer NOT NULL,
	"booking_service_id" integer NOT NULL,
	CONSTRAINT "booking_operator_services_booking_operator_id_booking_service_id_pk" PRIMARY KEY("booking_operator_id","booking_service_id")
);
--> statement-breakpoint
CREATE TABLE "booking_operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text,
	"seats" integer,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_seats" (
	"activity_id" integer NOT NULL,
	"operator_key" integer NOT NULL,
	"date" date NOT NULL,
	"window_start" text NOT NULL,
	"taken" integer NOT NULL,
	CONSTRAINT "booking_seats_activity_id_operator_key_date_window_start_pk" PRIMARY KEY("activity_id","operator_key","date","window_start"),
	CONSTRAINT "booking_seats_taken" CHECK ("booking_seats"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"start_time" text DEFAULT '09:00' NOT NULL,
	"end_time" text DEFAULT '19:00' NOT NULL,
	"time_calendar" integer DEFAULT 30 NOT NULL,
	"booking_number_of_hour" integer DEFAULT 20 NOT NULL,
	"confirm_on_arrival" boolean DEFAULT false NOT NULL,
	"reminder_hour" integer DEFAULT 18 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"booking_service_id" integer,
	"booking_operator_id" integer,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"number_of_people" integer NOT NULL,
	"confirmed" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_people" CHECK ("bookings"."number_of_people" > 0),
	CONSTRAINT "bookings_range" CHECK ("bookings"."starts_at" < "bookings"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "booking_closures" ADD CONSTRAINT "booking_closures_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_closures" ADD CONSTRAINT "booking_closures_booking_operator_id_booking_operators_id_fk" FOREIGN KEY ("booking_operator_id") REFERENCES "public"."booking_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_operator_services" ADD CONSTRAINT "booking_operator_services_booking_operator_id_booking_operators_id_fk" FOREIGN KEY ("booking_operator_id") REFERENCES "public"."booking_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_operator_services" ADD CONSTRAINT "booking_operator_services_booking_service_id_booking_services_id_fk" FOREIGN KEY ("booking_service_id") REFERENCES "public"."booking_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_operators" ADD CONSTRAINT "booking_operators_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_seats" ADD CONSTRAINT "booking_seats_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_service_id_booking_services_id_fk" FOREIGN KEY ("booking_service_id") REFERENCES "public"."booking_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_operator_id_booking_operators_id_fk" FOREIGN KEY ("booking_operator_id") REFERENCES "public"."booking_operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_closures_activity" ON "booking_closures" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "booking_operators_activity" ON "booking_operators" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "booking_services_activity" ON "booking_services" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "bookings_activity_starts" ON "bookings" USING btree ("activity_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_user" ON "bookings" USING btree ("user_id","activity_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_key_pending" ON "outbox" USING btree ("key") WHERE sent_at is null;--> statement-breakpoint
-- No two service bookings of one operator (0: the activity itself, bookingType N) overlap in time;
-- a declined or cancelled booking (N) holds nothing. drizzle-kit cannot express this constraint.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
	"activity_id" WITH =,
	(coalesce("booking_operator_id", 0)) WITH =,
	tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("booking_service_id" IS NOT NULL AND "confirmed" <> 'N');
