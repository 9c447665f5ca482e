import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The event store and the inline read models of the results (architecture "Event-sourced
 * results"). No foreign keys: the events are the truth, the projections are rebuilt from them.
 */
const upStatements = [
  `create table events (
    global_position bigserial primary key,
    stream_id text not null,
    stream_version int not null check (stream_version > 0),
    type text not null,
    data jsonb not null,
    metadata jsonb not null default '{}',
    created_at timestamptz not null default date_trunc('milliseconds', now()),
    constraint events_stream_id_stream_version_key unique (stream_id, stream_version)
  )`,
  `create index events_type_idx on events (type)`,

  `create table result_values (
    lab_id int not null,
    survey_id int not null,
    parameter_id int not null,
    result_group_id int not null,
    sample_id int,
    dimension_id text not null,
    position int not null default 0 check (position >= 0),
    value_type text not null
      check (value_type in ('numeric', 'nominal', 'text', 'date_time', 'composite', 'document')),
    value jsonb,
    numeric_value numeric,
    relation text check (relation in ('=', '<', '>', '<=', '>=')),
    unit_id int,
    converted_value numeric,
    value_id int,
    components jsonb,
    file_id int,
    file_name text,
    media_type text,
    file_size bigint,
    updated_at timestamptz not null,
    updated_by int,
    updated_by_name text,
    stream_version int not null
  )`,
  `create unique index result_values_cell_key on result_values
    (lab_id, survey_id, parameter_id, result_group_id, coalesce(sample_id, 0), dimension_id, position)`,
  `create index result_values_survey_parameter_idx on result_values (survey_id, parameter_id)`,

  `create table lab_survey_status (
    lab_id int not null,
    survey_id int not null,
    validated boolean not null default false,
    validated_at timestamptz,
    validated_by int,
    validated_by_name text,
    has_results boolean not null default false,
    result_count int not null default 0,
    last_event_at timestamptz not null,
    stream_version int not null,
    primary key (lab_id, survey_id)
  )`,
  `create index lab_survey_status_survey_idx on lab_survey_status (survey_id)`,

  `create table result_history (
    global_position bigint primary key,
    lab_id int not null,
    survey_id int not null,
    stream_version int not null,
    event_type text not null,
    created_at timestamptz not null,
    action text not null check (action in ('create', 'update', 'delete', 'validate', 'invalidate')),
    user_id int,
    user_name text,
    parameter_id int,
    result_group_id int,
    sample_id int,
    details jsonb not null
  )`,
  `create index result_history_lab_survey_idx on result_history (lab_id, survey_id, global_position desc)`,
];

const downStatements = [
  `drop table if exists result_history`,
  `drop table if exists lab_survey_status`,
  `drop table if exists result_values`,
  `drop table if exists events`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
