CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_method_route_key_pk" PRIMARY KEY("user_id","method","route","key")
);
