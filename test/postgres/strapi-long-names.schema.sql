--
-- PostgreSQL database dump
--

\restrict 1OOUEnMbGUNsbiMoVCYxfPh0889K2RpLq07RqUllDNbbl7VgKKZEfLrRmEAFBZS

-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: admin_permissions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.admin_permissions (
    id integer NOT NULL,
    action character varying(255),
    action_parameters jsonb,
    subject character varying(255),
    properties jsonb,
    conditions jsonb,
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: admin_permissions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.admin_permissions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: admin_permissions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.admin_permissions_id_seq OWNED BY public.admin_permissions.id;


--
-- Name: admin_permissions_role_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.admin_permissions_role_links (
    id integer NOT NULL,
    permission_id integer,
    role_id integer,
    permission_order double precision
);


--
-- Name: admin_permissions_role_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.admin_permissions_role_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: admin_permissions_role_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.admin_permissions_role_links_id_seq OWNED BY public.admin_permissions_role_links.id;


--
-- Name: admin_roles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.admin_roles (
    id integer NOT NULL,
    name character varying(255),
    code character varying(255),
    description character varying(255),
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: admin_roles_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.admin_roles_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: admin_roles_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.admin_roles_id_seq OWNED BY public.admin_roles.id;


--
-- Name: admin_users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.admin_users (
    id integer NOT NULL,
    firstname character varying(255),
    lastname character varying(255),
    username character varying(255),
    email character varying(255),
    password character varying(255),
    reset_password_token character varying(255),
    registration_token character varying(255),
    is_active boolean,
    blocked boolean,
    prefered_language character varying(255),
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: admin_users_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.admin_users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: admin_users_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.admin_users_id_seq OWNED BY public.admin_users.id;


--
-- Name: admin_users_roles_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.admin_users_roles_links (
    id integer NOT NULL,
    user_id integer,
    role_id integer,
    role_order double precision,
    user_order double precision
);


--
-- Name: admin_users_roles_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.admin_users_roles_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: admin_users_roles_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.admin_users_roles_links_id_seq OWNED BY public.admin_users_roles_links.id;


--
-- Name: archive_publication_records_for_review; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.archive_publication_records_for_review (
    id integer NOT NULL,
    title_of_the_archived_publication_record character varying(255),
    reference_code_assigned_by_the_regulatory_archive_office_for_th character varying(255),
    is_the_archived_publication_record_under_active_regulatory_revi boolean,
    amount_invoiced_for_the_archived_publication_record numeric(10,2),
    big_counter_for_the_archived_publication_records_lookups bigint,
    extra_structured_metadata_of_the_archived_publication jsonb,
    archived_at_timestamp timestamp(6) without time zone,
    archived_on_date date,
    archived_at_time time without time zone,
    rich_blocks_of_the_archived_publication jsonb,
    price_float double precision,
    contact_email character varying(255),
    secret_code character varying(255),
    long_body text,
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    published_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer,
    locale character varying(255)
);


--
-- Name: archive_publication_records_for_review_components; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.archive_publication_records_for_review_components (
    id integer NOT NULL,
    entity_id integer,
    component_id integer,
    component_type character varying(255),
    field character varying(255),
    "order" double precision
);


--
-- Name: archive_publication_records_for_review_components_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.archive_publication_records_for_review_components_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: archive_publication_records_for_review_components_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.archive_publication_records_for_review_components_id_seq OWNED BY public.archive_publication_records_for_review_components.id;


--
-- Name: archive_publication_records_for_review_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.archive_publication_records_for_review_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: archive_publication_records_for_review_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.archive_publication_records_for_review_id_seq OWNED BY public.archive_publication_records_for_review.id;


--
-- Name: archive_publication_records_for_review_localizations_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.archive_publication_records_for_review_localizations_links (
    id integer NOT NULL,
    archive_publication_record_id integer,
    inv_archive_publication_record_id integer,
    archive_publication_record_order double precision
);


--
-- Name: archive_publication_records_for_review_localizations_lin_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.archive_publication_records_for_review_localizations_lin_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: archive_publication_records_for_review_localizations_lin_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.archive_publication_records_for_review_localizations_lin_id_seq OWNED BY public.archive_publication_records_for_review_localizations_links.id;


--
-- Name: archive_publication_records_for_review_primary_brand_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.archive_publication_records_for_review_primary_brand_links (
    id integer NOT NULL,
    archive_publication_record_id integer,
    brand_id integer
);


--
-- Name: archive_publication_records_for_review_primary_brand_lin_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.archive_publication_records_for_review_primary_brand_lin_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: archive_publication_records_for_review_primary_brand_lin_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.archive_publication_records_for_review_primary_brand_lin_id_seq OWNED BY public.archive_publication_records_for_review_primary_brand_links.id;


--
-- Name: archive_publication_records_for_review_related_listing_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.archive_publication_records_for_review_related_listing_links (
    id integer NOT NULL,
    archive_publication_record_id integer,
    listing_id integer,
    listing_order double precision
);


--
-- Name: archive_publication_records_for_review_related_listing_l_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.archive_publication_records_for_review_related_listing_l_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: archive_publication_records_for_review_related_listing_l_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.archive_publication_records_for_review_related_listing_l_id_seq OWNED BY public.archive_publication_records_for_review_related_listing_links.id;


--
-- Name: badges; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.badges (
    id integer NOT NULL,
    label character varying(255),
    note text,
    level character varying(255),
    weight numeric(10,2),
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer,
    locale character varying(255)
);


--
-- Name: badges_creator_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.badges_creator_links (
    id integer NOT NULL,
    badge_id integer,
    user_id integer
);


--
-- Name: badges_creator_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.badges_creator_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: badges_creator_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.badges_creator_links_id_seq OWNED BY public.badges_creator_links.id;


--
-- Name: badges_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.badges_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: badges_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.badges_id_seq OWNED BY public.badges.id;


--
-- Name: badges_localizations_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.badges_localizations_links (
    id integer NOT NULL,
    badge_id integer,
    inv_badge_id integer,
    badge_order double precision
);


--
-- Name: badges_localizations_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.badges_localizations_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: badges_localizations_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.badges_localizations_links_id_seq OWNED BY public.badges_localizations_links.id;


--
-- Name: brands; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.brands (
    id integer NOT NULL,
    name character varying(255),
    slug character varying(255),
    score integer,
    founded date,
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    published_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: brands_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.brands_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: brands_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.brands_id_seq OWNED BY public.brands.id;


--
-- Name: brands_parent_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.brands_parent_links (
    id integer NOT NULL,
    brand_id integer,
    inv_brand_id integer,
    brand_order double precision
);


--
-- Name: brands_parent_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.brands_parent_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: brands_parent_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.brands_parent_links_id_seq OWNED BY public.brands_parent_links.id;


--
-- Name: components_blocks_card_blocks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.components_blocks_card_blocks (
    id integer NOT NULL,
    title character varying(255)
);


--
-- Name: components_blocks_card_blocks_components; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.components_blocks_card_blocks_components (
    id integer NOT NULL,
    entity_id integer,
    component_id integer,
    component_type character varying(255),
    field character varying(255),
    "order" double precision
);


--
-- Name: components_blocks_card_blocks_components_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.components_blocks_card_blocks_components_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: components_blocks_card_blocks_components_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.components_blocks_card_blocks_components_id_seq OWNED BY public.components_blocks_card_blocks_components.id;


--
-- Name: components_blocks_card_blocks_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.components_blocks_card_blocks_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: components_blocks_card_blocks_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.components_blocks_card_blocks_id_seq OWNED BY public.components_blocks_card_blocks.id;


--
-- Name: components_blocks_media_blocks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.components_blocks_media_blocks (
    id integer NOT NULL
);


--
-- Name: components_blocks_media_blocks_badges_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.components_blocks_media_blocks_badges_links (
    id integer NOT NULL,
    media_block_id integer,
    badge_id integer,
    badge_order double precision
);


--
-- Name: components_blocks_media_blocks_badges_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.components_blocks_media_blocks_badges_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: components_blocks_media_blocks_badges_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.components_blocks_media_blocks_badges_links_id_seq OWNED BY public.components_blocks_media_blocks_badges_links.id;


--
-- Name: components_blocks_media_blocks_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.components_blocks_media_blocks_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: components_blocks_media_blocks_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.components_blocks_media_blocks_id_seq OWNED BY public.components_blocks_media_blocks.id;


--
-- Name: components_blocks_text_blocks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.components_blocks_text_blocks (
    id integer NOT NULL,
    body text,
    align character varying(255)
);


--
-- Name: components_blocks_text_blocks_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.components_blocks_text_blocks_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: components_blocks_text_blocks_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.components_blocks_text_blocks_id_seq OWNED BY public.components_blocks_text_blocks.id;


--
-- Name: components_parts_link_infos; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.components_parts_link_infos (
    id integer NOT NULL,
    label character varying(255),
    amount integer
);


--
-- Name: components_parts_link_infos_brand_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.components_parts_link_infos_brand_links (
    id integer NOT NULL,
    link_info_id integer,
    brand_id integer
);


--
-- Name: components_parts_link_infos_brand_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.components_parts_link_infos_brand_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: components_parts_link_infos_brand_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.components_parts_link_infos_brand_links_id_seq OWNED BY public.components_parts_link_infos_brand_links.id;


--
-- Name: components_parts_link_infos_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.components_parts_link_infos_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: components_parts_link_infos_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.components_parts_link_infos_id_seq OWNED BY public.components_parts_link_infos.id;


--
-- Name: components_parts_panels; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.components_parts_panels (
    id integer NOT NULL,
    heading character varying(255),
    tone character varying(255)
);


--
-- Name: components_parts_panels_components; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.components_parts_panels_components (
    id integer NOT NULL,
    entity_id integer,
    component_id integer,
    component_type character varying(255),
    field character varying(255),
    "order" double precision
);


--
-- Name: components_parts_panels_components_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.components_parts_panels_components_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: components_parts_panels_components_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.components_parts_panels_components_id_seq OWNED BY public.components_parts_panels_components.id;


--
-- Name: components_parts_panels_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.components_parts_panels_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: components_parts_panels_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.components_parts_panels_id_seq OWNED BY public.components_parts_panels.id;


--
-- Name: files; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.files (
    id integer NOT NULL,
    name character varying(255),
    alternative_text character varying(255),
    caption character varying(255),
    width integer,
    height integer,
    formats jsonb,
    hash character varying(255),
    ext character varying(255),
    mime character varying(255),
    size numeric(10,2),
    url character varying(255),
    preview_url character varying(255),
    provider character varying(255),
    provider_metadata jsonb,
    folder_path character varying(255),
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: files_folder_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.files_folder_links (
    id integer NOT NULL,
    file_id integer,
    folder_id integer,
    file_order double precision
);


--
-- Name: files_folder_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.files_folder_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: files_folder_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.files_folder_links_id_seq OWNED BY public.files_folder_links.id;


--
-- Name: files_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.files_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: files_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.files_id_seq OWNED BY public.files.id;


--
-- Name: files_related_morphs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.files_related_morphs (
    id integer NOT NULL,
    file_id integer,
    related_id integer,
    related_type character varying(255),
    field character varying(255),
    "order" double precision
);


--
-- Name: files_related_morphs_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.files_related_morphs_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: files_related_morphs_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.files_related_morphs_id_seq OWNED BY public.files_related_morphs.id;


--
-- Name: homepage; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.homepage (
    id integer NOT NULL,
    headline character varying(255),
    intro text,
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    published_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: homepage_components; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.homepage_components (
    id integer NOT NULL,
    entity_id integer,
    component_id integer,
    component_type character varying(255),
    field character varying(255),
    "order" double precision
);


--
-- Name: homepage_components_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.homepage_components_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: homepage_components_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.homepage_components_id_seq OWNED BY public.homepage_components.id;


--
-- Name: homepage_featured_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.homepage_featured_links (
    id integer NOT NULL,
    homepage_id integer,
    listing_id integer,
    listing_order double precision
);


--
-- Name: homepage_featured_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.homepage_featured_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: homepage_featured_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.homepage_featured_links_id_seq OWNED BY public.homepage_featured_links.id;


--
-- Name: homepage_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.homepage_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: homepage_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.homepage_id_seq OWNED BY public.homepage.id;


--
-- Name: i18n_locale; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.i18n_locale (
    id integer NOT NULL,
    name character varying(255),
    code character varying(255),
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: i18n_locale_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.i18n_locale_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: i18n_locale_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.i18n_locale_id_seq OWNED BY public.i18n_locale.id;


--
-- Name: listings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.listings (
    id integer NOT NULL,
    title character varying(255),
    slug character varying(255),
    summary text,
    content text,
    contact character varying(255),
    secret character varying(255),
    code character varying(255),
    internal character varying(255),
    quantity integer,
    stock bigint,
    ratio double precision,
    price numeric(10,2),
    active boolean,
    day date,
    opens time without time zone,
    starts_at timestamp(6) without time zone,
    extra jsonb,
    state character varying(255),
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    published_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer,
    locale character varying(255)
);


--
-- Name: listings_brand_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.listings_brand_links (
    id integer NOT NULL,
    listing_id integer,
    brand_id integer,
    listing_order double precision
);


--
-- Name: listings_brand_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.listings_brand_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: listings_brand_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.listings_brand_links_id_seq OWNED BY public.listings_brand_links.id;


--
-- Name: listings_brands_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.listings_brands_links (
    id integer NOT NULL,
    listing_id integer,
    brand_id integer,
    brand_order double precision,
    listing_order double precision
);


--
-- Name: listings_brands_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.listings_brands_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: listings_brands_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.listings_brands_links_id_seq OWNED BY public.listings_brands_links.id;


--
-- Name: listings_buddy_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.listings_buddy_links (
    id integer NOT NULL,
    listing_id integer,
    badge_id integer
);


--
-- Name: listings_buddy_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.listings_buddy_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: listings_buddy_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.listings_buddy_links_id_seq OWNED BY public.listings_buddy_links.id;


--
-- Name: listings_components; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.listings_components (
    id integer NOT NULL,
    entity_id integer,
    component_id integer,
    component_type character varying(255),
    field character varying(255),
    "order" double precision
);


--
-- Name: listings_components_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.listings_components_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: listings_components_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.listings_components_id_seq OWNED BY public.listings_components.id;


--
-- Name: listings_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.listings_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: listings_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.listings_id_seq OWNED BY public.listings.id;


--
-- Name: listings_localizations_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.listings_localizations_links (
    id integer NOT NULL,
    listing_id integer,
    inv_listing_id integer,
    listing_order double precision
);


--
-- Name: listings_localizations_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.listings_localizations_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: listings_localizations_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.listings_localizations_links_id_seq OWNED BY public.listings_localizations_links.id;


--
-- Name: listings_pin_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.listings_pin_links (
    id integer NOT NULL,
    listing_id integer,
    badge_id integer
);


--
-- Name: listings_pin_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.listings_pin_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: listings_pin_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.listings_pin_links_id_seq OWNED BY public.listings_pin_links.id;


--
-- Name: listings_pins_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.listings_pins_links (
    id integer NOT NULL,
    listing_id integer,
    badge_id integer,
    badge_order double precision
);


--
-- Name: listings_pins_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.listings_pins_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: listings_pins_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.listings_pins_links_id_seq OWNED BY public.listings_pins_links.id;


--
-- Name: strapi_api_token_permissions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.strapi_api_token_permissions (
    id integer NOT NULL,
    action character varying(255),
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: strapi_api_token_permissions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.strapi_api_token_permissions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: strapi_api_token_permissions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.strapi_api_token_permissions_id_seq OWNED BY public.strapi_api_token_permissions.id;


--
-- Name: strapi_api_token_permissions_token_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.strapi_api_token_permissions_token_links (
    id integer NOT NULL,
    api_token_permission_id integer,
    api_token_id integer,
    api_token_permission_order double precision
);


--
-- Name: strapi_api_token_permissions_token_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.strapi_api_token_permissions_token_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: strapi_api_token_permissions_token_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.strapi_api_token_permissions_token_links_id_seq OWNED BY public.strapi_api_token_permissions_token_links.id;


--
-- Name: strapi_api_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.strapi_api_tokens (
    id integer NOT NULL,
    name character varying(255),
    description character varying(255),
    type character varying(255),
    access_key character varying(255),
    last_used_at timestamp(6) without time zone,
    expires_at timestamp(6) without time zone,
    lifespan bigint,
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: strapi_api_tokens_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.strapi_api_tokens_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: strapi_api_tokens_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.strapi_api_tokens_id_seq OWNED BY public.strapi_api_tokens.id;


--
-- Name: strapi_core_store_settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.strapi_core_store_settings (
    id integer NOT NULL,
    key character varying(255),
    value text,
    type character varying(255),
    environment character varying(255),
    tag character varying(255)
);


--
-- Name: strapi_core_store_settings_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.strapi_core_store_settings_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: strapi_core_store_settings_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.strapi_core_store_settings_id_seq OWNED BY public.strapi_core_store_settings.id;


--
-- Name: strapi_database_schema; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.strapi_database_schema (
    id integer NOT NULL,
    schema json,
    "time" timestamp without time zone,
    hash character varying(255)
);


--
-- Name: strapi_database_schema_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.strapi_database_schema_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: strapi_database_schema_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.strapi_database_schema_id_seq OWNED BY public.strapi_database_schema.id;


--
-- Name: strapi_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.strapi_migrations (
    id integer NOT NULL,
    name character varying(255),
    "time" timestamp without time zone
);


--
-- Name: strapi_migrations_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.strapi_migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: strapi_migrations_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.strapi_migrations_id_seq OWNED BY public.strapi_migrations.id;


--
-- Name: strapi_release_actions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.strapi_release_actions (
    id integer NOT NULL,
    type character varying(255),
    target_id integer,
    target_type character varying(255),
    content_type character varying(255),
    locale character varying(255),
    is_entry_valid boolean,
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: strapi_release_actions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.strapi_release_actions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: strapi_release_actions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.strapi_release_actions_id_seq OWNED BY public.strapi_release_actions.id;


--
-- Name: strapi_release_actions_release_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.strapi_release_actions_release_links (
    id integer NOT NULL,
    release_action_id integer,
    release_id integer,
    release_action_order double precision
);


--
-- Name: strapi_release_actions_release_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.strapi_release_actions_release_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: strapi_release_actions_release_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.strapi_release_actions_release_links_id_seq OWNED BY public.strapi_release_actions_release_links.id;


--
-- Name: strapi_releases; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.strapi_releases (
    id integer NOT NULL,
    name character varying(255),
    released_at timestamp(6) without time zone,
    scheduled_at timestamp(6) without time zone,
    timezone character varying(255),
    status character varying(255),
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: strapi_releases_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.strapi_releases_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: strapi_releases_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.strapi_releases_id_seq OWNED BY public.strapi_releases.id;


--
-- Name: strapi_transfer_token_permissions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.strapi_transfer_token_permissions (
    id integer NOT NULL,
    action character varying(255),
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: strapi_transfer_token_permissions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.strapi_transfer_token_permissions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: strapi_transfer_token_permissions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.strapi_transfer_token_permissions_id_seq OWNED BY public.strapi_transfer_token_permissions.id;


--
-- Name: strapi_transfer_token_permissions_token_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.strapi_transfer_token_permissions_token_links (
    id integer NOT NULL,
    transfer_token_permission_id integer,
    transfer_token_id integer,
    transfer_token_permission_order double precision
);


--
-- Name: strapi_transfer_token_permissions_token_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.strapi_transfer_token_permissions_token_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: strapi_transfer_token_permissions_token_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.strapi_transfer_token_permissions_token_links_id_seq OWNED BY public.strapi_transfer_token_permissions_token_links.id;


--
-- Name: strapi_transfer_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.strapi_transfer_tokens (
    id integer NOT NULL,
    name character varying(255),
    description character varying(255),
    access_key character varying(255),
    last_used_at timestamp(6) without time zone,
    expires_at timestamp(6) without time zone,
    lifespan bigint,
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: strapi_transfer_tokens_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.strapi_transfer_tokens_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: strapi_transfer_tokens_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.strapi_transfer_tokens_id_seq OWNED BY public.strapi_transfer_tokens.id;


--
-- Name: strapi_webhooks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.strapi_webhooks (
    id integer NOT NULL,
    name character varying(255),
    url text,
    headers jsonb,
    events jsonb,
    enabled boolean
);


--
-- Name: strapi_webhooks_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.strapi_webhooks_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: strapi_webhooks_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.strapi_webhooks_id_seq OWNED BY public.strapi_webhooks.id;


--
-- Name: up_permissions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.up_permissions (
    id integer NOT NULL,
    action character varying(255),
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: up_permissions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.up_permissions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: up_permissions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.up_permissions_id_seq OWNED BY public.up_permissions.id;


--
-- Name: up_permissions_role_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.up_permissions_role_links (
    id integer NOT NULL,
    permission_id integer,
    role_id integer,
    permission_order double precision
);


--
-- Name: up_permissions_role_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.up_permissions_role_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: up_permissions_role_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.up_permissions_role_links_id_seq OWNED BY public.up_permissions_role_links.id;


--
-- Name: up_roles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.up_roles (
    id integer NOT NULL,
    name character varying(255),
    description character varying(255),
    type character varying(255),
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: up_roles_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.up_roles_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: up_roles_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.up_roles_id_seq OWNED BY public.up_roles.id;


--
-- Name: up_users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.up_users (
    id integer NOT NULL,
    username character varying(255),
    email character varying(255),
    provider character varying(255),
    password character varying(255),
    reset_password_token character varying(255),
    confirmation_token character varying(255),
    confirmed boolean,
    blocked boolean,
    nickname character varying(255),
    age integer,
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: up_users_favourite_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.up_users_favourite_links (
    id integer NOT NULL,
    user_id integer,
    brand_id integer
);


--
-- Name: up_users_favourite_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.up_users_favourite_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: up_users_favourite_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.up_users_favourite_links_id_seq OWNED BY public.up_users_favourite_links.id;


--
-- Name: up_users_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.up_users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: up_users_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.up_users_id_seq OWNED BY public.up_users.id;


--
-- Name: up_users_role_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.up_users_role_links (
    id integer NOT NULL,
    user_id integer,
    role_id integer,
    user_order double precision
);


--
-- Name: up_users_role_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.up_users_role_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: up_users_role_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.up_users_role_links_id_seq OWNED BY public.up_users_role_links.id;


--
-- Name: upload_folders; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.upload_folders (
    id integer NOT NULL,
    name character varying(255),
    path_id integer,
    path character varying(255),
    created_at timestamp(6) without time zone,
    updated_at timestamp(6) without time zone,
    created_by_id integer,
    updated_by_id integer
);


--
-- Name: upload_folders_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.upload_folders_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: upload_folders_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.upload_folders_id_seq OWNED BY public.upload_folders.id;


--
-- Name: upload_folders_parent_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.upload_folders_parent_links (
    id integer NOT NULL,
    folder_id integer,
    inv_folder_id integer,
    folder_order double precision
);


--
-- Name: upload_folders_parent_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.upload_folders_parent_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: upload_folders_parent_links_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.upload_folders_parent_links_id_seq OWNED BY public.upload_folders_parent_links.id;


--
-- Name: admin_permissions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_permissions ALTER COLUMN id SET DEFAULT nextval('public.admin_permissions_id_seq'::regclass);


--
-- Name: admin_permissions_role_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_permissions_role_links ALTER COLUMN id SET DEFAULT nextval('public.admin_permissions_role_links_id_seq'::regclass);


--
-- Name: admin_roles id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_roles ALTER COLUMN id SET DEFAULT nextval('public.admin_roles_id_seq'::regclass);


--
-- Name: admin_users id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_users ALTER COLUMN id SET DEFAULT nextval('public.admin_users_id_seq'::regclass);


--
-- Name: admin_users_roles_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_users_roles_links ALTER COLUMN id SET DEFAULT nextval('public.admin_users_roles_links_id_seq'::regclass);


--
-- Name: archive_publication_records_for_review id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review ALTER COLUMN id SET DEFAULT nextval('public.archive_publication_records_for_review_id_seq'::regclass);


--
-- Name: archive_publication_records_for_review_components id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_components ALTER COLUMN id SET DEFAULT nextval('public.archive_publication_records_for_review_components_id_seq'::regclass);


--
-- Name: archive_publication_records_for_review_localizations_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_localizations_links ALTER COLUMN id SET DEFAULT nextval('public.archive_publication_records_for_review_localizations_lin_id_seq'::regclass);


--
-- Name: archive_publication_records_for_review_primary_brand_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_primary_brand_links ALTER COLUMN id SET DEFAULT nextval('public.archive_publication_records_for_review_primary_brand_lin_id_seq'::regclass);


--
-- Name: archive_publication_records_for_review_related_listing_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_related_listing_links ALTER COLUMN id SET DEFAULT nextval('public.archive_publication_records_for_review_related_listing_l_id_seq'::regclass);


--
-- Name: badges id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.badges ALTER COLUMN id SET DEFAULT nextval('public.badges_id_seq'::regclass);


--
-- Name: badges_creator_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.badges_creator_links ALTER COLUMN id SET DEFAULT nextval('public.badges_creator_links_id_seq'::regclass);


--
-- Name: badges_localizations_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.badges_localizations_links ALTER COLUMN id SET DEFAULT nextval('public.badges_localizations_links_id_seq'::regclass);


--
-- Name: brands id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brands ALTER COLUMN id SET DEFAULT nextval('public.brands_id_seq'::regclass);


--
-- Name: brands_parent_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brands_parent_links ALTER COLUMN id SET DEFAULT nextval('public.brands_parent_links_id_seq'::regclass);


--
-- Name: components_blocks_card_blocks id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_card_blocks ALTER COLUMN id SET DEFAULT nextval('public.components_blocks_card_blocks_id_seq'::regclass);


--
-- Name: components_blocks_card_blocks_components id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_card_blocks_components ALTER COLUMN id SET DEFAULT nextval('public.components_blocks_card_blocks_components_id_seq'::regclass);


--
-- Name: components_blocks_media_blocks id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_media_blocks ALTER COLUMN id SET DEFAULT nextval('public.components_blocks_media_blocks_id_seq'::regclass);


--
-- Name: components_blocks_media_blocks_badges_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_media_blocks_badges_links ALTER COLUMN id SET DEFAULT nextval('public.components_blocks_media_blocks_badges_links_id_seq'::regclass);


--
-- Name: components_blocks_text_blocks id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_text_blocks ALTER COLUMN id SET DEFAULT nextval('public.components_blocks_text_blocks_id_seq'::regclass);


--
-- Name: components_parts_link_infos id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_parts_link_infos ALTER COLUMN id SET DEFAULT nextval('public.components_parts_link_infos_id_seq'::regclass);


--
-- Name: components_parts_link_infos_brand_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_parts_link_infos_brand_links ALTER COLUMN id SET DEFAULT nextval('public.components_parts_link_infos_brand_links_id_seq'::regclass);


--
-- Name: components_parts_panels id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_parts_panels ALTER COLUMN id SET DEFAULT nextval('public.components_parts_panels_id_seq'::regclass);


--
-- Name: components_parts_panels_components id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_parts_panels_components ALTER COLUMN id SET DEFAULT nextval('public.components_parts_panels_components_id_seq'::regclass);


--
-- Name: files id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.files ALTER COLUMN id SET DEFAULT nextval('public.files_id_seq'::regclass);


--
-- Name: files_folder_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.files_folder_links ALTER COLUMN id SET DEFAULT nextval('public.files_folder_links_id_seq'::regclass);


--
-- Name: files_related_morphs id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.files_related_morphs ALTER COLUMN id SET DEFAULT nextval('public.files_related_morphs_id_seq'::regclass);


--
-- Name: homepage id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.homepage ALTER COLUMN id SET DEFAULT nextval('public.homepage_id_seq'::regclass);


--
-- Name: homepage_components id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.homepage_components ALTER COLUMN id SET DEFAULT nextval('public.homepage_components_id_seq'::regclass);


--
-- Name: homepage_featured_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.homepage_featured_links ALTER COLUMN id SET DEFAULT nextval('public.homepage_featured_links_id_seq'::regclass);


--
-- Name: i18n_locale id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.i18n_locale ALTER COLUMN id SET DEFAULT nextval('public.i18n_locale_id_seq'::regclass);


--
-- Name: listings id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings ALTER COLUMN id SET DEFAULT nextval('public.listings_id_seq'::regclass);


--
-- Name: listings_brand_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_brand_links ALTER COLUMN id SET DEFAULT nextval('public.listings_brand_links_id_seq'::regclass);


--
-- Name: listings_brands_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_brands_links ALTER COLUMN id SET DEFAULT nextval('public.listings_brands_links_id_seq'::regclass);


--
-- Name: listings_buddy_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_buddy_links ALTER COLUMN id SET DEFAULT nextval('public.listings_buddy_links_id_seq'::regclass);


--
-- Name: listings_components id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_components ALTER COLUMN id SET DEFAULT nextval('public.listings_components_id_seq'::regclass);


--
-- Name: listings_localizations_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_localizations_links ALTER COLUMN id SET DEFAULT nextval('public.listings_localizations_links_id_seq'::regclass);


--
-- Name: listings_pin_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_pin_links ALTER COLUMN id SET DEFAULT nextval('public.listings_pin_links_id_seq'::regclass);


--
-- Name: listings_pins_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_pins_links ALTER COLUMN id SET DEFAULT nextval('public.listings_pins_links_id_seq'::regclass);


--
-- Name: strapi_api_token_permissions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_api_token_permissions ALTER COLUMN id SET DEFAULT nextval('public.strapi_api_token_permissions_id_seq'::regclass);


--
-- Name: strapi_api_token_permissions_token_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_api_token_permissions_token_links ALTER COLUMN id SET DEFAULT nextval('public.strapi_api_token_permissions_token_links_id_seq'::regclass);


--
-- Name: strapi_api_tokens id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_api_tokens ALTER COLUMN id SET DEFAULT nextval('public.strapi_api_tokens_id_seq'::regclass);


--
-- Name: strapi_core_store_settings id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_core_store_settings ALTER COLUMN id SET DEFAULT nextval('public.strapi_core_store_settings_id_seq'::regclass);


--
-- Name: strapi_database_schema id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_database_schema ALTER COLUMN id SET DEFAULT nextval('public.strapi_database_schema_id_seq'::regclass);


--
-- Name: strapi_migrations id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_migrations ALTER COLUMN id SET DEFAULT nextval('public.strapi_migrations_id_seq'::regclass);


--
-- Name: strapi_release_actions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_release_actions ALTER COLUMN id SET DEFAULT nextval('public.strapi_release_actions_id_seq'::regclass);


--
-- Name: strapi_release_actions_release_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_release_actions_release_links ALTER COLUMN id SET DEFAULT nextval('public.strapi_release_actions_release_links_id_seq'::regclass);


--
-- Name: strapi_releases id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_releases ALTER COLUMN id SET DEFAULT nextval('public.strapi_releases_id_seq'::regclass);


--
-- Name: strapi_transfer_token_permissions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_transfer_token_permissions ALTER COLUMN id SET DEFAULT nextval('public.strapi_transfer_token_permissions_id_seq'::regclass);


--
-- Name: strapi_transfer_token_permissions_token_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_transfer_token_permissions_token_links ALTER COLUMN id SET DEFAULT nextval('public.strapi_transfer_token_permissions_token_links_id_seq'::regclass);


--
-- Name: strapi_transfer_tokens id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_transfer_tokens ALTER COLUMN id SET DEFAULT nextval('public.strapi_transfer_tokens_id_seq'::regclass);


--
-- Name: strapi_webhooks id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_webhooks ALTER COLUMN id SET DEFAULT nextval('public.strapi_webhooks_id_seq'::regclass);


--
-- Name: up_permissions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_permissions ALTER COLUMN id SET DEFAULT nextval('public.up_permissions_id_seq'::regclass);


--
-- Name: up_permissions_role_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_permissions_role_links ALTER COLUMN id SET DEFAULT nextval('public.up_permissions_role_links_id_seq'::regclass);


--
-- Name: up_roles id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_roles ALTER COLUMN id SET DEFAULT nextval('public.up_roles_id_seq'::regclass);


--
-- Name: up_users id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_users ALTER COLUMN id SET DEFAULT nextval('public.up_users_id_seq'::regclass);


--
-- Name: up_users_favourite_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_users_favourite_links ALTER COLUMN id SET DEFAULT nextval('public.up_users_favourite_links_id_seq'::regclass);


--
-- Name: up_users_role_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_users_role_links ALTER COLUMN id SET DEFAULT nextval('public.up_users_role_links_id_seq'::regclass);


--
-- Name: upload_folders id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.upload_folders ALTER COLUMN id SET DEFAULT nextval('public.upload_folders_id_seq'::regclass);


--
-- Name: upload_folders_parent_links id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.upload_folders_parent_links ALTER COLUMN id SET DEFAULT nextval('public.upload_folders_parent_links_id_seq'::regclass);


--
-- Name: admin_permissions admin_permissions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_permissions
    ADD CONSTRAINT admin_permissions_pkey PRIMARY KEY (id);


--
-- Name: admin_permissions_role_links admin_permissions_role_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_permissions_role_links
    ADD CONSTRAINT admin_permissions_role_links_pkey PRIMARY KEY (id);


--
-- Name: admin_permissions_role_links admin_permissions_role_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_permissions_role_links
    ADD CONSTRAINT admin_permissions_role_links_unique UNIQUE (permission_id, role_id);


--
-- Name: admin_roles admin_roles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_roles
    ADD CONSTRAINT admin_roles_pkey PRIMARY KEY (id);


--
-- Name: admin_users admin_users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_users
    ADD CONSTRAINT admin_users_pkey PRIMARY KEY (id);


--
-- Name: admin_users_roles_links admin_users_roles_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_users_roles_links
    ADD CONSTRAINT admin_users_roles_links_pkey PRIMARY KEY (id);


--
-- Name: admin_users_roles_links admin_users_roles_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_users_roles_links
    ADD CONSTRAINT admin_users_roles_links_unique UNIQUE (user_id, role_id);


--
-- Name: archive_publication_records_for_review_components archive_publication_records_for_review_components_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_components
    ADD CONSTRAINT archive_publication_records_for_review_components_pkey PRIMARY KEY (id);


--
-- Name: archive_publication_records_for_review_localizations_links archive_publication_records_for_review_localizations_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_localizations_links
    ADD CONSTRAINT archive_publication_records_for_review_localizations_links_pkey PRIMARY KEY (id);


--
-- Name: archive_publication_records_for_review_localizations_links archive_publication_records_for_review_localizations_links_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_localizations_links
    ADD CONSTRAINT archive_publication_records_for_review_localizations_links_uniq UNIQUE (archive_publication_record_id, inv_archive_publication_record_id);


--
-- Name: archive_publication_records_for_review archive_publication_records_for_review_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review
    ADD CONSTRAINT archive_publication_records_for_review_pkey PRIMARY KEY (id);


--
-- Name: archive_publication_records_for_review_primary_brand_links archive_publication_records_for_review_primary_brand_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_primary_brand_links
    ADD CONSTRAINT archive_publication_records_for_review_primary_brand_links_pkey PRIMARY KEY (id);


--
-- Name: archive_publication_records_for_review_primary_brand_links archive_publication_records_for_review_primary_brand_links_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_primary_brand_links
    ADD CONSTRAINT archive_publication_records_for_review_primary_brand_links_uniq UNIQUE (archive_publication_record_id, brand_id);


--
-- Name: archive_publication_records_for_review archive_publication_records_for_review_reference_code_assigned_; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review
    ADD CONSTRAINT archive_publication_records_for_review_reference_code_assigned_ UNIQUE (reference_code_assigned_by_the_regulatory_archive_office_for_th);


--
-- Name: archive_publication_records_for_review_related_listing_links archive_publication_records_for_review_related_listing_lin_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_related_listing_links
    ADD CONSTRAINT archive_publication_records_for_review_related_listing_lin_pkey PRIMARY KEY (id);


--
-- Name: archive_publication_records_for_review_related_listing_links archive_publication_records_for_review_related_listing_links_un; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_related_listing_links
    ADD CONSTRAINT archive_publication_records_for_review_related_listing_links_un UNIQUE (archive_publication_record_id, listing_id);


--
-- Name: archive_publication_records_for_review_components archive_publication_records_for_review_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_components
    ADD CONSTRAINT archive_publication_records_for_review_unique UNIQUE (entity_id, component_id, field, component_type);


--
-- Name: badges_creator_links badges_creator_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.badges_creator_links
    ADD CONSTRAINT badges_creator_links_pkey PRIMARY KEY (id);


--
-- Name: badges_creator_links badges_creator_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.badges_creator_links
    ADD CONSTRAINT badges_creator_links_unique UNIQUE (badge_id, user_id);


--
-- Name: badges_localizations_links badges_localizations_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.badges_localizations_links
    ADD CONSTRAINT badges_localizations_links_pkey PRIMARY KEY (id);


--
-- Name: badges_localizations_links badges_localizations_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.badges_localizations_links
    ADD CONSTRAINT badges_localizations_links_unique UNIQUE (badge_id, inv_badge_id);


--
-- Name: badges badges_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.badges
    ADD CONSTRAINT badges_pkey PRIMARY KEY (id);


--
-- Name: brands_parent_links brands_parent_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brands_parent_links
    ADD CONSTRAINT brands_parent_links_pkey PRIMARY KEY (id);


--
-- Name: brands_parent_links brands_parent_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brands_parent_links
    ADD CONSTRAINT brands_parent_links_unique UNIQUE (brand_id, inv_brand_id);


--
-- Name: brands brands_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_pkey PRIMARY KEY (id);


--
-- Name: brands brands_slug_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_slug_unique UNIQUE (slug);


--
-- Name: components_blocks_card_blocks_components components_blocks_card_blocks_components_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_card_blocks_components
    ADD CONSTRAINT components_blocks_card_blocks_components_pkey PRIMARY KEY (id);


--
-- Name: components_blocks_card_blocks components_blocks_card_blocks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_card_blocks
    ADD CONSTRAINT components_blocks_card_blocks_pkey PRIMARY KEY (id);


--
-- Name: components_blocks_card_blocks_components components_blocks_card_blocks_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_card_blocks_components
    ADD CONSTRAINT components_blocks_card_blocks_unique UNIQUE (entity_id, component_id, field, component_type);


--
-- Name: components_blocks_media_blocks_badges_links components_blocks_media_blocks_badges_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_media_blocks_badges_links
    ADD CONSTRAINT components_blocks_media_blocks_badges_links_pkey PRIMARY KEY (id);


--
-- Name: components_blocks_media_blocks_badges_links components_blocks_media_blocks_badges_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_media_blocks_badges_links
    ADD CONSTRAINT components_blocks_media_blocks_badges_links_unique UNIQUE (media_block_id, badge_id);


--
-- Name: components_blocks_media_blocks components_blocks_media_blocks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_media_blocks
    ADD CONSTRAINT components_blocks_media_blocks_pkey PRIMARY KEY (id);


--
-- Name: components_blocks_text_blocks components_blocks_text_blocks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_text_blocks
    ADD CONSTRAINT components_blocks_text_blocks_pkey PRIMARY KEY (id);


--
-- Name: components_parts_link_infos_brand_links components_parts_link_infos_brand_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_parts_link_infos_brand_links
    ADD CONSTRAINT components_parts_link_infos_brand_links_pkey PRIMARY KEY (id);


--
-- Name: components_parts_link_infos_brand_links components_parts_link_infos_brand_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_parts_link_infos_brand_links
    ADD CONSTRAINT components_parts_link_infos_brand_links_unique UNIQUE (link_info_id, brand_id);


--
-- Name: components_parts_link_infos components_parts_link_infos_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_parts_link_infos
    ADD CONSTRAINT components_parts_link_infos_pkey PRIMARY KEY (id);


--
-- Name: components_parts_panels_components components_parts_panels_components_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_parts_panels_components
    ADD CONSTRAINT components_parts_panels_components_pkey PRIMARY KEY (id);


--
-- Name: components_parts_panels components_parts_panels_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_parts_panels
    ADD CONSTRAINT components_parts_panels_pkey PRIMARY KEY (id);


--
-- Name: components_parts_panels_components components_parts_panels_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_parts_panels_components
    ADD CONSTRAINT components_parts_panels_unique UNIQUE (entity_id, component_id, field, component_type);


--
-- Name: files_folder_links files_folder_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.files_folder_links
    ADD CONSTRAINT files_folder_links_pkey PRIMARY KEY (id);


--
-- Name: files_folder_links files_folder_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.files_folder_links
    ADD CONSTRAINT files_folder_links_unique UNIQUE (file_id, folder_id);


--
-- Name: files files_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.files
    ADD CONSTRAINT files_pkey PRIMARY KEY (id);


--
-- Name: files_related_morphs files_related_morphs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.files_related_morphs
    ADD CONSTRAINT files_related_morphs_pkey PRIMARY KEY (id);


--
-- Name: homepage_components homepage_components_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.homepage_components
    ADD CONSTRAINT homepage_components_pkey PRIMARY KEY (id);


--
-- Name: homepage_featured_links homepage_featured_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.homepage_featured_links
    ADD CONSTRAINT homepage_featured_links_pkey PRIMARY KEY (id);


--
-- Name: homepage_featured_links homepage_featured_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.homepage_featured_links
    ADD CONSTRAINT homepage_featured_links_unique UNIQUE (homepage_id, listing_id);


--
-- Name: homepage homepage_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.homepage
    ADD CONSTRAINT homepage_pkey PRIMARY KEY (id);


--
-- Name: homepage_components homepage_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.homepage_components
    ADD CONSTRAINT homepage_unique UNIQUE (entity_id, component_id, field, component_type);


--
-- Name: i18n_locale i18n_locale_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.i18n_locale
    ADD CONSTRAINT i18n_locale_pkey PRIMARY KEY (id);


--
-- Name: listings_brand_links listings_brand_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_brand_links
    ADD CONSTRAINT listings_brand_links_pkey PRIMARY KEY (id);


--
-- Name: listings_brand_links listings_brand_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_brand_links
    ADD CONSTRAINT listings_brand_links_unique UNIQUE (listing_id, brand_id);


--
-- Name: listings_brands_links listings_brands_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_brands_links
    ADD CONSTRAINT listings_brands_links_pkey PRIMARY KEY (id);


--
-- Name: listings_brands_links listings_brands_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_brands_links
    ADD CONSTRAINT listings_brands_links_unique UNIQUE (listing_id, brand_id);


--
-- Name: listings_buddy_links listings_buddy_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_buddy_links
    ADD CONSTRAINT listings_buddy_links_pkey PRIMARY KEY (id);


--
-- Name: listings_buddy_links listings_buddy_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_buddy_links
    ADD CONSTRAINT listings_buddy_links_unique UNIQUE (listing_id, badge_id);


--
-- Name: listings_components listings_components_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_components
    ADD CONSTRAINT listings_components_pkey PRIMARY KEY (id);


--
-- Name: listings_localizations_links listings_localizations_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_localizations_links
    ADD CONSTRAINT listings_localizations_links_pkey PRIMARY KEY (id);


--
-- Name: listings_localizations_links listings_localizations_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_localizations_links
    ADD CONSTRAINT listings_localizations_links_unique UNIQUE (listing_id, inv_listing_id);


--
-- Name: listings_pin_links listings_pin_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_pin_links
    ADD CONSTRAINT listings_pin_links_pkey PRIMARY KEY (id);


--
-- Name: listings_pin_links listings_pin_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_pin_links
    ADD CONSTRAINT listings_pin_links_unique UNIQUE (listing_id, badge_id);


--
-- Name: listings_pins_links listings_pins_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_pins_links
    ADD CONSTRAINT listings_pins_links_pkey PRIMARY KEY (id);


--
-- Name: listings_pins_links listings_pins_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_pins_links
    ADD CONSTRAINT listings_pins_links_unique UNIQUE (listing_id, badge_id);


--
-- Name: listings listings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings
    ADD CONSTRAINT listings_pkey PRIMARY KEY (id);


--
-- Name: listings listings_slug_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings
    ADD CONSTRAINT listings_slug_unique UNIQUE (slug);


--
-- Name: listings_components listings_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_components
    ADD CONSTRAINT listings_unique UNIQUE (entity_id, component_id, field, component_type);


--
-- Name: strapi_api_token_permissions strapi_api_token_permissions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_api_token_permissions
    ADD CONSTRAINT strapi_api_token_permissions_pkey PRIMARY KEY (id);


--
-- Name: strapi_api_token_permissions_token_links strapi_api_token_permissions_token_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_api_token_permissions_token_links
    ADD CONSTRAINT strapi_api_token_permissions_token_links_pkey PRIMARY KEY (id);


--
-- Name: strapi_api_token_permissions_token_links strapi_api_token_permissions_token_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_api_token_permissions_token_links
    ADD CONSTRAINT strapi_api_token_permissions_token_links_unique UNIQUE (api_token_permission_id, api_token_id);


--
-- Name: strapi_api_tokens strapi_api_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_api_tokens
    ADD CONSTRAINT strapi_api_tokens_pkey PRIMARY KEY (id);


--
-- Name: strapi_core_store_settings strapi_core_store_settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_core_store_settings
    ADD CONSTRAINT strapi_core_store_settings_pkey PRIMARY KEY (id);


--
-- Name: strapi_database_schema strapi_database_schema_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_database_schema
    ADD CONSTRAINT strapi_database_schema_pkey PRIMARY KEY (id);


--
-- Name: strapi_migrations strapi_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_migrations
    ADD CONSTRAINT strapi_migrations_pkey PRIMARY KEY (id);


--
-- Name: strapi_release_actions strapi_release_actions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_release_actions
    ADD CONSTRAINT strapi_release_actions_pkey PRIMARY KEY (id);


--
-- Name: strapi_release_actions_release_links strapi_release_actions_release_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_release_actions_release_links
    ADD CONSTRAINT strapi_release_actions_release_links_pkey PRIMARY KEY (id);


--
-- Name: strapi_release_actions_release_links strapi_release_actions_release_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_release_actions_release_links
    ADD CONSTRAINT strapi_release_actions_release_links_unique UNIQUE (release_action_id, release_id);


--
-- Name: strapi_releases strapi_releases_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_releases
    ADD CONSTRAINT strapi_releases_pkey PRIMARY KEY (id);


--
-- Name: strapi_transfer_token_permissions strapi_transfer_token_permissions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_transfer_token_permissions
    ADD CONSTRAINT strapi_transfer_token_permissions_pkey PRIMARY KEY (id);


--
-- Name: strapi_transfer_token_permissions_token_links strapi_transfer_token_permissions_token_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_transfer_token_permissions_token_links
    ADD CONSTRAINT strapi_transfer_token_permissions_token_links_pkey PRIMARY KEY (id);


--
-- Name: strapi_transfer_token_permissions_token_links strapi_transfer_token_permissions_token_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_transfer_token_permissions_token_links
    ADD CONSTRAINT strapi_transfer_token_permissions_token_links_unique UNIQUE (transfer_token_permission_id, transfer_token_id);


--
-- Name: strapi_transfer_tokens strapi_transfer_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_transfer_tokens
    ADD CONSTRAINT strapi_transfer_tokens_pkey PRIMARY KEY (id);


--
-- Name: strapi_webhooks strapi_webhooks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_webhooks
    ADD CONSTRAINT strapi_webhooks_pkey PRIMARY KEY (id);


--
-- Name: up_permissions up_permissions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_permissions
    ADD CONSTRAINT up_permissions_pkey PRIMARY KEY (id);


--
-- Name: up_permissions_role_links up_permissions_role_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_permissions_role_links
    ADD CONSTRAINT up_permissions_role_links_pkey PRIMARY KEY (id);


--
-- Name: up_permissions_role_links up_permissions_role_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_permissions_role_links
    ADD CONSTRAINT up_permissions_role_links_unique UNIQUE (permission_id, role_id);


--
-- Name: up_roles up_roles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_roles
    ADD CONSTRAINT up_roles_pkey PRIMARY KEY (id);


--
-- Name: up_users_favourite_links up_users_favourite_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_users_favourite_links
    ADD CONSTRAINT up_users_favourite_links_pkey PRIMARY KEY (id);


--
-- Name: up_users_favourite_links up_users_favourite_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_users_favourite_links
    ADD CONSTRAINT up_users_favourite_links_unique UNIQUE (user_id, brand_id);


--
-- Name: up_users up_users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_users
    ADD CONSTRAINT up_users_pkey PRIMARY KEY (id);


--
-- Name: up_users_role_links up_users_role_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_users_role_links
    ADD CONSTRAINT up_users_role_links_pkey PRIMARY KEY (id);


--
-- Name: up_users_role_links up_users_role_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_users_role_links
    ADD CONSTRAINT up_users_role_links_unique UNIQUE (user_id, role_id);


--
-- Name: upload_folders_parent_links upload_folders_parent_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.upload_folders_parent_links
    ADD CONSTRAINT upload_folders_parent_links_pkey PRIMARY KEY (id);


--
-- Name: upload_folders_parent_links upload_folders_parent_links_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.upload_folders_parent_links
    ADD CONSTRAINT upload_folders_parent_links_unique UNIQUE (folder_id, inv_folder_id);


--
-- Name: upload_folders upload_folders_path_id_index; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.upload_folders
    ADD CONSTRAINT upload_folders_path_id_index UNIQUE (path_id);


--
-- Name: upload_folders upload_folders_path_index; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.upload_folders
    ADD CONSTRAINT upload_folders_path_index UNIQUE (path);


--
-- Name: upload_folders upload_folders_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.upload_folders
    ADD CONSTRAINT upload_folders_pkey PRIMARY KEY (id);


--
-- Name: admin_permissions_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_permissions_created_by_id_fk ON public.admin_permissions USING btree (created_by_id);


--
-- Name: admin_permissions_role_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_permissions_role_links_fk ON public.admin_permissions_role_links USING btree (permission_id);


--
-- Name: admin_permissions_role_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_permissions_role_links_inv_fk ON public.admin_permissions_role_links USING btree (role_id);


--
-- Name: admin_permissions_role_links_order_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_permissions_role_links_order_inv_fk ON public.admin_permissions_role_links USING btree (permission_order);


--
-- Name: admin_permissions_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_permissions_updated_by_id_fk ON public.admin_permissions USING btree (updated_by_id);


--
-- Name: admin_roles_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_roles_created_by_id_fk ON public.admin_roles USING btree (created_by_id);


--
-- Name: admin_roles_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_roles_updated_by_id_fk ON public.admin_roles USING btree (updated_by_id);


--
-- Name: admin_users_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_users_created_by_id_fk ON public.admin_users USING btree (created_by_id);


--
-- Name: admin_users_roles_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_users_roles_links_fk ON public.admin_users_roles_links USING btree (user_id);


--
-- Name: admin_users_roles_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_users_roles_links_inv_fk ON public.admin_users_roles_links USING btree (role_id);


--
-- Name: admin_users_roles_links_order_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_users_roles_links_order_fk ON public.admin_users_roles_links USING btree (role_order);


--
-- Name: admin_users_roles_links_order_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_users_roles_links_order_inv_fk ON public.admin_users_roles_links USING btree (user_order);


--
-- Name: admin_users_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_users_updated_by_id_fk ON public.admin_users USING btree (updated_by_id);


--
-- Name: archive_publication_records_for_review_component_type_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX archive_publication_records_for_review_component_type_index ON public.archive_publication_records_for_review_components USING btree (component_type);


--
-- Name: archive_publication_records_for_review_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX archive_publication_records_for_review_created_by_id_fk ON public.archive_publication_records_for_review USING btree (created_by_id);


--
-- Name: archive_publication_records_for_review_entity_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX archive_publication_records_for_review_entity_fk ON public.archive_publication_records_for_review_components USING btree (entity_id);


--
-- Name: archive_publication_records_for_review_field_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX archive_publication_records_for_review_field_index ON public.archive_publication_records_for_review_components USING btree (field);


--
-- Name: archive_publication_records_for_review_localizations_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX archive_publication_records_for_review_localizations_links_fk ON public.archive_publication_records_for_review_localizations_links USING btree (archive_publication_record_id);


--
-- Name: archive_publication_records_for_review_localizations_links_inv_; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX archive_publication_records_for_review_localizations_links_inv_ ON public.archive_publication_records_for_review_localizations_links USING btree (inv_archive_publication_record_id);


--
-- Name: archive_publication_records_for_review_localizations_links_orde; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX archive_publication_records_for_review_localizations_links_orde ON public.archive_publication_records_for_review_localizations_links USING btree (archive_publication_record_order);


--
-- Name: archive_publication_records_for_review_primary_brand_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX archive_publication_records_for_review_primary_brand_links_fk ON public.archive_publication_records_for_review_primary_brand_links USING btree (archive_publication_record_id);


--
-- Name: archive_publication_records_for_review_primary_brand_links_inv_; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX archive_publication_records_for_review_primary_brand_links_inv_ ON public.archive_publication_records_for_review_primary_brand_links USING btree (brand_id);


--
-- Name: archive_publication_records_for_review_related_listing_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX archive_publication_records_for_review_related_listing_links_fk ON public.archive_publication_records_for_review_related_listing_links USING btree (archive_publication_record_id);


--
-- Name: archive_publication_records_for_review_related_listing_links_in; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX archive_publication_records_for_review_related_listing_links_in ON public.archive_publication_records_for_review_related_listing_links USING btree (listing_id);


--
-- Name: archive_publication_records_for_review_related_listing_links_or; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX archive_publication_records_for_review_related_listing_links_or ON public.archive_publication_records_for_review_related_listing_links USING btree (listing_order);


--
-- Name: archive_publication_records_for_review_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX archive_publication_records_for_review_updated_by_id_fk ON public.archive_publication_records_for_review USING btree (updated_by_id);


--
-- Name: badges_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX badges_created_by_id_fk ON public.badges USING btree (created_by_id);


--
-- Name: badges_creator_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX badges_creator_links_fk ON public.badges_creator_links USING btree (badge_id);


--
-- Name: badges_creator_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX badges_creator_links_inv_fk ON public.badges_creator_links USING btree (user_id);


--
-- Name: badges_localizations_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX badges_localizations_links_fk ON public.badges_localizations_links USING btree (badge_id);


--
-- Name: badges_localizations_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX badges_localizations_links_inv_fk ON public.badges_localizations_links USING btree (inv_badge_id);


--
-- Name: badges_localizations_links_order_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX badges_localizations_links_order_fk ON public.badges_localizations_links USING btree (badge_order);


--
-- Name: badges_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX badges_updated_by_id_fk ON public.badges USING btree (updated_by_id);


--
-- Name: brands_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX brands_created_by_id_fk ON public.brands USING btree (created_by_id);


--
-- Name: brands_parent_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX brands_parent_links_fk ON public.brands_parent_links USING btree (brand_id);


--
-- Name: brands_parent_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX brands_parent_links_inv_fk ON public.brands_parent_links USING btree (inv_brand_id);


--
-- Name: brands_parent_links_order_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX brands_parent_links_order_inv_fk ON public.brands_parent_links USING btree (brand_order);


--
-- Name: brands_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX brands_updated_by_id_fk ON public.brands USING btree (updated_by_id);


--
-- Name: components_blocks_card_blocks_component_type_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX components_blocks_card_blocks_component_type_index ON public.components_blocks_card_blocks_components USING btree (component_type);


--
-- Name: components_blocks_card_blocks_entity_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX components_blocks_card_blocks_entity_fk ON public.components_blocks_card_blocks_components USING btree (entity_id);


--
-- Name: components_blocks_card_blocks_field_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX components_blocks_card_blocks_field_index ON public.components_blocks_card_blocks_components USING btree (field);


--
-- Name: components_blocks_media_blocks_badges_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX components_blocks_media_blocks_badges_links_fk ON public.components_blocks_media_blocks_badges_links USING btree (media_block_id);


--
-- Name: components_blocks_media_blocks_badges_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX components_blocks_media_blocks_badges_links_inv_fk ON public.components_blocks_media_blocks_badges_links USING btree (badge_id);


--
-- Name: components_blocks_media_blocks_badges_links_order_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX components_blocks_media_blocks_badges_links_order_fk ON public.components_blocks_media_blocks_badges_links USING btree (badge_order);


--
-- Name: components_parts_link_infos_brand_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX components_parts_link_infos_brand_links_fk ON public.components_parts_link_infos_brand_links USING btree (link_info_id);


--
-- Name: components_parts_link_infos_brand_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX components_parts_link_infos_brand_links_inv_fk ON public.components_parts_link_infos_brand_links USING btree (brand_id);


--
-- Name: components_parts_panels_component_type_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX components_parts_panels_component_type_index ON public.components_parts_panels_components USING btree (component_type);


--
-- Name: components_parts_panels_entity_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX components_parts_panels_entity_fk ON public.components_parts_panels_components USING btree (entity_id);


--
-- Name: components_parts_panels_field_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX components_parts_panels_field_index ON public.components_parts_panels_components USING btree (field);


--
-- Name: files_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX files_created_by_id_fk ON public.files USING btree (created_by_id);


--
-- Name: files_folder_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX files_folder_links_fk ON public.files_folder_links USING btree (file_id);


--
-- Name: files_folder_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX files_folder_links_inv_fk ON public.files_folder_links USING btree (folder_id);


--
-- Name: files_folder_links_order_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX files_folder_links_order_inv_fk ON public.files_folder_links USING btree (file_order);


--
-- Name: files_related_morphs_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX files_related_morphs_fk ON public.files_related_morphs USING btree (file_id);


--
-- Name: files_related_morphs_id_column_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX files_related_morphs_id_column_index ON public.files_related_morphs USING btree (related_id);


--
-- Name: files_related_morphs_order_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX files_related_morphs_order_index ON public.files_related_morphs USING btree ("order");


--
-- Name: files_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX files_updated_by_id_fk ON public.files USING btree (updated_by_id);


--
-- Name: homepage_component_type_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX homepage_component_type_index ON public.homepage_components USING btree (component_type);


--
-- Name: homepage_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX homepage_created_by_id_fk ON public.homepage USING btree (created_by_id);


--
-- Name: homepage_entity_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX homepage_entity_fk ON public.homepage_components USING btree (entity_id);


--
-- Name: homepage_featured_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX homepage_featured_links_fk ON public.homepage_featured_links USING btree (homepage_id);


--
-- Name: homepage_featured_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX homepage_featured_links_inv_fk ON public.homepage_featured_links USING btree (listing_id);


--
-- Name: homepage_featured_links_order_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX homepage_featured_links_order_fk ON public.homepage_featured_links USING btree (listing_order);


--
-- Name: homepage_field_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX homepage_field_index ON public.homepage_components USING btree (field);


--
-- Name: homepage_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX homepage_updated_by_id_fk ON public.homepage USING btree (updated_by_id);


--
-- Name: i18n_locale_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX i18n_locale_created_by_id_fk ON public.i18n_locale USING btree (created_by_id);


--
-- Name: i18n_locale_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX i18n_locale_updated_by_id_fk ON public.i18n_locale USING btree (updated_by_id);


--
-- Name: listings_brand_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_brand_links_fk ON public.listings_brand_links USING btree (listing_id);


--
-- Name: listings_brand_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_brand_links_inv_fk ON public.listings_brand_links USING btree (brand_id);


--
-- Name: listings_brand_links_order_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_brand_links_order_inv_fk ON public.listings_brand_links USING btree (listing_order);


--
-- Name: listings_brands_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_brands_links_fk ON public.listings_brands_links USING btree (listing_id);


--
-- Name: listings_brands_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_brands_links_inv_fk ON public.listings_brands_links USING btree (brand_id);


--
-- Name: listings_brands_links_order_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_brands_links_order_fk ON public.listings_brands_links USING btree (brand_order);


--
-- Name: listings_brands_links_order_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_brands_links_order_inv_fk ON public.listings_brands_links USING btree (listing_order);


--
-- Name: listings_buddy_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_buddy_links_fk ON public.listings_buddy_links USING btree (listing_id);


--
-- Name: listings_buddy_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_buddy_links_inv_fk ON public.listings_buddy_links USING btree (badge_id);


--
-- Name: listings_component_type_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_component_type_index ON public.listings_components USING btree (component_type);


--
-- Name: listings_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_created_by_id_fk ON public.listings USING btree (created_by_id);


--
-- Name: listings_entity_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_entity_fk ON public.listings_components USING btree (entity_id);


--
-- Name: listings_field_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_field_index ON public.listings_components USING btree (field);


--
-- Name: listings_localizations_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_localizations_links_fk ON public.listings_localizations_links USING btree (listing_id);


--
-- Name: listings_localizations_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_localizations_links_inv_fk ON public.listings_localizations_links USING btree (inv_listing_id);


--
-- Name: listings_localizations_links_order_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_localizations_links_order_fk ON public.listings_localizations_links USING btree (listing_order);


--
-- Name: listings_pin_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_pin_links_fk ON public.listings_pin_links USING btree (listing_id);


--
-- Name: listings_pin_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_pin_links_inv_fk ON public.listings_pin_links USING btree (badge_id);


--
-- Name: listings_pins_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_pins_links_fk ON public.listings_pins_links USING btree (listing_id);


--
-- Name: listings_pins_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_pins_links_inv_fk ON public.listings_pins_links USING btree (badge_id);


--
-- Name: listings_pins_links_order_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_pins_links_order_fk ON public.listings_pins_links USING btree (badge_order);


--
-- Name: listings_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX listings_updated_by_id_fk ON public.listings USING btree (updated_by_id);


--
-- Name: strapi_api_token_permissions_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_api_token_permissions_created_by_id_fk ON public.strapi_api_token_permissions USING btree (created_by_id);


--
-- Name: strapi_api_token_permissions_token_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_api_token_permissions_token_links_fk ON public.strapi_api_token_permissions_token_links USING btree (api_token_permission_id);


--
-- Name: strapi_api_token_permissions_token_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_api_token_permissions_token_links_inv_fk ON public.strapi_api_token_permissions_token_links USING btree (api_token_id);


--
-- Name: strapi_api_token_permissions_token_links_order_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_api_token_permissions_token_links_order_inv_fk ON public.strapi_api_token_permissions_token_links USING btree (api_token_permission_order);


--
-- Name: strapi_api_token_permissions_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_api_token_permissions_updated_by_id_fk ON public.strapi_api_token_permissions USING btree (updated_by_id);


--
-- Name: strapi_api_tokens_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_api_tokens_created_by_id_fk ON public.strapi_api_tokens USING btree (created_by_id);


--
-- Name: strapi_api_tokens_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_api_tokens_updated_by_id_fk ON public.strapi_api_tokens USING btree (updated_by_id);


--
-- Name: strapi_release_actions_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_release_actions_created_by_id_fk ON public.strapi_release_actions USING btree (created_by_id);


--
-- Name: strapi_release_actions_release_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_release_actions_release_links_fk ON public.strapi_release_actions_release_links USING btree (release_action_id);


--
-- Name: strapi_release_actions_release_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_release_actions_release_links_inv_fk ON public.strapi_release_actions_release_links USING btree (release_id);


--
-- Name: strapi_release_actions_release_links_order_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_release_actions_release_links_order_inv_fk ON public.strapi_release_actions_release_links USING btree (release_action_order);


--
-- Name: strapi_release_actions_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_release_actions_updated_by_id_fk ON public.strapi_release_actions USING btree (updated_by_id);


--
-- Name: strapi_releases_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_releases_created_by_id_fk ON public.strapi_releases USING btree (created_by_id);


--
-- Name: strapi_releases_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_releases_updated_by_id_fk ON public.strapi_releases USING btree (updated_by_id);


--
-- Name: strapi_transfer_token_permissions_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_transfer_token_permissions_created_by_id_fk ON public.strapi_transfer_token_permissions USING btree (created_by_id);


--
-- Name: strapi_transfer_token_permissions_token_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_transfer_token_permissions_token_links_fk ON public.strapi_transfer_token_permissions_token_links USING btree (transfer_token_permission_id);


--
-- Name: strapi_transfer_token_permissions_token_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_transfer_token_permissions_token_links_inv_fk ON public.strapi_transfer_token_permissions_token_links USING btree (transfer_token_id);


--
-- Name: strapi_transfer_token_permissions_token_links_order_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_transfer_token_permissions_token_links_order_inv_fk ON public.strapi_transfer_token_permissions_token_links USING btree (transfer_token_permission_order);


--
-- Name: strapi_transfer_token_permissions_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_transfer_token_permissions_updated_by_id_fk ON public.strapi_transfer_token_permissions USING btree (updated_by_id);


--
-- Name: strapi_transfer_tokens_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_transfer_tokens_created_by_id_fk ON public.strapi_transfer_tokens USING btree (created_by_id);


--
-- Name: strapi_transfer_tokens_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strapi_transfer_tokens_updated_by_id_fk ON public.strapi_transfer_tokens USING btree (updated_by_id);


--
-- Name: up_permissions_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX up_permissions_created_by_id_fk ON public.up_permissions USING btree (created_by_id);


--
-- Name: up_permissions_role_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX up_permissions_role_links_fk ON public.up_permissions_role_links USING btree (permission_id);


--
-- Name: up_permissions_role_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX up_permissions_role_links_inv_fk ON public.up_permissions_role_links USING btree (role_id);


--
-- Name: up_permissions_role_links_order_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX up_permissions_role_links_order_inv_fk ON public.up_permissions_role_links USING btree (permission_order);


--
-- Name: up_permissions_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX up_permissions_updated_by_id_fk ON public.up_permissions USING btree (updated_by_id);


--
-- Name: up_roles_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX up_roles_created_by_id_fk ON public.up_roles USING btree (created_by_id);


--
-- Name: up_roles_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX up_roles_updated_by_id_fk ON public.up_roles USING btree (updated_by_id);


--
-- Name: up_users_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX up_users_created_by_id_fk ON public.up_users USING btree (created_by_id);


--
-- Name: up_users_favourite_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX up_users_favourite_links_fk ON public.up_users_favourite_links USING btree (user_id);


--
-- Name: up_users_favourite_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX up_users_favourite_links_inv_fk ON public.up_users_favourite_links USING btree (brand_id);


--
-- Name: up_users_role_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX up_users_role_links_fk ON public.up_users_role_links USING btree (user_id);


--
-- Name: up_users_role_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX up_users_role_links_inv_fk ON public.up_users_role_links USING btree (role_id);


--
-- Name: up_users_role_links_order_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX up_users_role_links_order_inv_fk ON public.up_users_role_links USING btree (user_order);


--
-- Name: up_users_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX up_users_updated_by_id_fk ON public.up_users USING btree (updated_by_id);


--
-- Name: upload_files_created_at_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX upload_files_created_at_index ON public.files USING btree (created_at);


--
-- Name: upload_files_ext_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX upload_files_ext_index ON public.files USING btree (ext);


--
-- Name: upload_files_folder_path_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX upload_files_folder_path_index ON public.files USING btree (folder_path);


--
-- Name: upload_files_name_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX upload_files_name_index ON public.files USING btree (name);


--
-- Name: upload_files_size_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX upload_files_size_index ON public.files USING btree (size);


--
-- Name: upload_files_updated_at_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX upload_files_updated_at_index ON public.files USING btree (updated_at);


--
-- Name: upload_folders_created_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX upload_folders_created_by_id_fk ON public.upload_folders USING btree (created_by_id);


--
-- Name: upload_folders_parent_links_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX upload_folders_parent_links_fk ON public.upload_folders_parent_links USING btree (folder_id);


--
-- Name: upload_folders_parent_links_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX upload_folders_parent_links_inv_fk ON public.upload_folders_parent_links USING btree (inv_folder_id);


--
-- Name: upload_folders_parent_links_order_inv_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX upload_folders_parent_links_order_inv_fk ON public.upload_folders_parent_links USING btree (folder_order);


--
-- Name: upload_folders_updated_by_id_fk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX upload_folders_updated_by_id_fk ON public.upload_folders USING btree (updated_by_id);


--
-- Name: admin_permissions admin_permissions_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_permissions
    ADD CONSTRAINT admin_permissions_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: admin_permissions_role_links admin_permissions_role_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_permissions_role_links
    ADD CONSTRAINT admin_permissions_role_links_fk FOREIGN KEY (permission_id) REFERENCES public.admin_permissions(id) ON DELETE CASCADE;


--
-- Name: admin_permissions_role_links admin_permissions_role_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_permissions_role_links
    ADD CONSTRAINT admin_permissions_role_links_inv_fk FOREIGN KEY (role_id) REFERENCES public.admin_roles(id) ON DELETE CASCADE;


--
-- Name: admin_permissions admin_permissions_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_permissions
    ADD CONSTRAINT admin_permissions_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: admin_roles admin_roles_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_roles
    ADD CONSTRAINT admin_roles_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: admin_roles admin_roles_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_roles
    ADD CONSTRAINT admin_roles_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: admin_users admin_users_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_users
    ADD CONSTRAINT admin_users_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: admin_users_roles_links admin_users_roles_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_users_roles_links
    ADD CONSTRAINT admin_users_roles_links_fk FOREIGN KEY (user_id) REFERENCES public.admin_users(id) ON DELETE CASCADE;


--
-- Name: admin_users_roles_links admin_users_roles_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_users_roles_links
    ADD CONSTRAINT admin_users_roles_links_inv_fk FOREIGN KEY (role_id) REFERENCES public.admin_roles(id) ON DELETE CASCADE;


--
-- Name: admin_users admin_users_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_users
    ADD CONSTRAINT admin_users_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: archive_publication_records_for_review archive_publication_records_for_review_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review
    ADD CONSTRAINT archive_publication_records_for_review_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: archive_publication_records_for_review_components archive_publication_records_for_review_entity_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_components
    ADD CONSTRAINT archive_publication_records_for_review_entity_fk FOREIGN KEY (entity_id) REFERENCES public.archive_publication_records_for_review(id) ON DELETE CASCADE;


--
-- Name: archive_publication_records_for_review_localizations_links archive_publication_records_for_review_localizations_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_localizations_links
    ADD CONSTRAINT archive_publication_records_for_review_localizations_links_fk FOREIGN KEY (archive_publication_record_id) REFERENCES public.archive_publication_records_for_review(id) ON DELETE CASCADE;


--
-- Name: archive_publication_records_for_review_localizations_links archive_publication_records_for_review_localizations_links_inv_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_localizations_links
    ADD CONSTRAINT archive_publication_records_for_review_localizations_links_inv_ FOREIGN KEY (inv_archive_publication_record_id) REFERENCES public.archive_publication_records_for_review(id) ON DELETE CASCADE;


--
-- Name: archive_publication_records_for_review_primary_brand_links archive_publication_records_for_review_primary_brand_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_primary_brand_links
    ADD CONSTRAINT archive_publication_records_for_review_primary_brand_links_fk FOREIGN KEY (archive_publication_record_id) REFERENCES public.archive_publication_records_for_review(id) ON DELETE CASCADE;


--
-- Name: archive_publication_records_for_review_primary_brand_links archive_publication_records_for_review_primary_brand_links_inv_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_primary_brand_links
    ADD CONSTRAINT archive_publication_records_for_review_primary_brand_links_inv_ FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: archive_publication_records_for_review_related_listing_links archive_publication_records_for_review_related_listing_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_related_listing_links
    ADD CONSTRAINT archive_publication_records_for_review_related_listing_links_fk FOREIGN KEY (archive_publication_record_id) REFERENCES public.archive_publication_records_for_review(id) ON DELETE CASCADE;


--
-- Name: archive_publication_records_for_review_related_listing_links archive_publication_records_for_review_related_listing_links_in; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review_related_listing_links
    ADD CONSTRAINT archive_publication_records_for_review_related_listing_links_in FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;


--
-- Name: archive_publication_records_for_review archive_publication_records_for_review_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.archive_publication_records_for_review
    ADD CONSTRAINT archive_publication_records_for_review_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: badges badges_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.badges
    ADD CONSTRAINT badges_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: badges_creator_links badges_creator_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.badges_creator_links
    ADD CONSTRAINT badges_creator_links_fk FOREIGN KEY (badge_id) REFERENCES public.badges(id) ON DELETE CASCADE;


--
-- Name: badges_creator_links badges_creator_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.badges_creator_links
    ADD CONSTRAINT badges_creator_links_inv_fk FOREIGN KEY (user_id) REFERENCES public.up_users(id) ON DELETE CASCADE;


--
-- Name: badges_localizations_links badges_localizations_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.badges_localizations_links
    ADD CONSTRAINT badges_localizations_links_fk FOREIGN KEY (badge_id) REFERENCES public.badges(id) ON DELETE CASCADE;


--
-- Name: badges_localizations_links badges_localizations_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.badges_localizations_links
    ADD CONSTRAINT badges_localizations_links_inv_fk FOREIGN KEY (inv_badge_id) REFERENCES public.badges(id) ON DELETE CASCADE;


--
-- Name: badges badges_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.badges
    ADD CONSTRAINT badges_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: brands brands_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: brands_parent_links brands_parent_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brands_parent_links
    ADD CONSTRAINT brands_parent_links_fk FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: brands_parent_links brands_parent_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brands_parent_links
    ADD CONSTRAINT brands_parent_links_inv_fk FOREIGN KEY (inv_brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: brands brands_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: components_blocks_card_blocks_components components_blocks_card_blocks_entity_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_card_blocks_components
    ADD CONSTRAINT components_blocks_card_blocks_entity_fk FOREIGN KEY (entity_id) REFERENCES public.components_blocks_card_blocks(id) ON DELETE CASCADE;


--
-- Name: components_blocks_media_blocks_badges_links components_blocks_media_blocks_badges_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_media_blocks_badges_links
    ADD CONSTRAINT components_blocks_media_blocks_badges_links_fk FOREIGN KEY (media_block_id) REFERENCES public.components_blocks_media_blocks(id) ON DELETE CASCADE;


--
-- Name: components_blocks_media_blocks_badges_links components_blocks_media_blocks_badges_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_blocks_media_blocks_badges_links
    ADD CONSTRAINT components_blocks_media_blocks_badges_links_inv_fk FOREIGN KEY (badge_id) REFERENCES public.badges(id) ON DELETE CASCADE;


--
-- Name: components_parts_link_infos_brand_links components_parts_link_infos_brand_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_parts_link_infos_brand_links
    ADD CONSTRAINT components_parts_link_infos_brand_links_fk FOREIGN KEY (link_info_id) REFERENCES public.components_parts_link_infos(id) ON DELETE CASCADE;


--
-- Name: components_parts_link_infos_brand_links components_parts_link_infos_brand_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_parts_link_infos_brand_links
    ADD CONSTRAINT components_parts_link_infos_brand_links_inv_fk FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: components_parts_panels_components components_parts_panels_entity_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.components_parts_panels_components
    ADD CONSTRAINT components_parts_panels_entity_fk FOREIGN KEY (entity_id) REFERENCES public.components_parts_panels(id) ON DELETE CASCADE;


--
-- Name: files files_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.files
    ADD CONSTRAINT files_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: files_folder_links files_folder_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.files_folder_links
    ADD CONSTRAINT files_folder_links_fk FOREIGN KEY (file_id) REFERENCES public.files(id) ON DELETE CASCADE;


--
-- Name: files_folder_links files_folder_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.files_folder_links
    ADD CONSTRAINT files_folder_links_inv_fk FOREIGN KEY (folder_id) REFERENCES public.upload_folders(id) ON DELETE CASCADE;


--
-- Name: files_related_morphs files_related_morphs_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.files_related_morphs
    ADD CONSTRAINT files_related_morphs_fk FOREIGN KEY (file_id) REFERENCES public.files(id) ON DELETE CASCADE;


--
-- Name: files files_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.files
    ADD CONSTRAINT files_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: homepage homepage_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.homepage
    ADD CONSTRAINT homepage_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: homepage_components homepage_entity_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.homepage_components
    ADD CONSTRAINT homepage_entity_fk FOREIGN KEY (entity_id) REFERENCES public.homepage(id) ON DELETE CASCADE;


--
-- Name: homepage_featured_links homepage_featured_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.homepage_featured_links
    ADD CONSTRAINT homepage_featured_links_fk FOREIGN KEY (homepage_id) REFERENCES public.homepage(id) ON DELETE CASCADE;


--
-- Name: homepage_featured_links homepage_featured_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.homepage_featured_links
    ADD CONSTRAINT homepage_featured_links_inv_fk FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;


--
-- Name: homepage homepage_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.homepage
    ADD CONSTRAINT homepage_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: i18n_locale i18n_locale_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.i18n_locale
    ADD CONSTRAINT i18n_locale_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: i18n_locale i18n_locale_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.i18n_locale
    ADD CONSTRAINT i18n_locale_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: listings_brand_links listings_brand_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_brand_links
    ADD CONSTRAINT listings_brand_links_fk FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;


--
-- Name: listings_brand_links listings_brand_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_brand_links
    ADD CONSTRAINT listings_brand_links_inv_fk FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: listings_brands_links listings_brands_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_brands_links
    ADD CONSTRAINT listings_brands_links_fk FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;


--
-- Name: listings_brands_links listings_brands_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_brands_links
    ADD CONSTRAINT listings_brands_links_inv_fk FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: listings_buddy_links listings_buddy_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_buddy_links
    ADD CONSTRAINT listings_buddy_links_fk FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;


--
-- Name: listings_buddy_links listings_buddy_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_buddy_links
    ADD CONSTRAINT listings_buddy_links_inv_fk FOREIGN KEY (badge_id) REFERENCES public.badges(id) ON DELETE CASCADE;


--
-- Name: listings listings_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings
    ADD CONSTRAINT listings_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: listings_components listings_entity_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_components
    ADD CONSTRAINT listings_entity_fk FOREIGN KEY (entity_id) REFERENCES public.listings(id) ON DELETE CASCADE;


--
-- Name: listings_localizations_links listings_localizations_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_localizations_links
    ADD CONSTRAINT listings_localizations_links_fk FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;


--
-- Name: listings_localizations_links listings_localizations_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_localizations_links
    ADD CONSTRAINT listings_localizations_links_inv_fk FOREIGN KEY (inv_listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;


--
-- Name: listings_pin_links listings_pin_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_pin_links
    ADD CONSTRAINT listings_pin_links_fk FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;


--
-- Name: listings_pin_links listings_pin_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_pin_links
    ADD CONSTRAINT listings_pin_links_inv_fk FOREIGN KEY (badge_id) REFERENCES public.badges(id) ON DELETE CASCADE;


--
-- Name: listings_pins_links listings_pins_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_pins_links
    ADD CONSTRAINT listings_pins_links_fk FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;


--
-- Name: listings_pins_links listings_pins_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings_pins_links
    ADD CONSTRAINT listings_pins_links_inv_fk FOREIGN KEY (badge_id) REFERENCES public.badges(id) ON DELETE CASCADE;


--
-- Name: listings listings_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.listings
    ADD CONSTRAINT listings_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: strapi_api_token_permissions strapi_api_token_permissions_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_api_token_permissions
    ADD CONSTRAINT strapi_api_token_permissions_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: strapi_api_token_permissions_token_links strapi_api_token_permissions_token_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_api_token_permissions_token_links
    ADD CONSTRAINT strapi_api_token_permissions_token_links_fk FOREIGN KEY (api_token_permission_id) REFERENCES public.strapi_api_token_permissions(id) ON DELETE CASCADE;


--
-- Name: strapi_api_token_permissions_token_links strapi_api_token_permissions_token_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_api_token_permissions_token_links
    ADD CONSTRAINT strapi_api_token_permissions_token_links_inv_fk FOREIGN KEY (api_token_id) REFERENCES public.strapi_api_tokens(id) ON DELETE CASCADE;


--
-- Name: strapi_api_token_permissions strapi_api_token_permissions_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_api_token_permissions
    ADD CONSTRAINT strapi_api_token_permissions_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: strapi_api_tokens strapi_api_tokens_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_api_tokens
    ADD CONSTRAINT strapi_api_tokens_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: strapi_api_tokens strapi_api_tokens_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_api_tokens
    ADD CONSTRAINT strapi_api_tokens_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: strapi_release_actions strapi_release_actions_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_release_actions
    ADD CONSTRAINT strapi_release_actions_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: strapi_release_actions_release_links strapi_release_actions_release_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_release_actions_release_links
    ADD CONSTRAINT strapi_release_actions_release_links_fk FOREIGN KEY (release_action_id) REFERENCES public.strapi_release_actions(id) ON DELETE CASCADE;


--
-- Name: strapi_release_actions_release_links strapi_release_actions_release_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_release_actions_release_links
    ADD CONSTRAINT strapi_release_actions_release_links_inv_fk FOREIGN KEY (release_id) REFERENCES public.strapi_releases(id) ON DELETE CASCADE;


--
-- Name: strapi_release_actions strapi_release_actions_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_release_actions
    ADD CONSTRAINT strapi_release_actions_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: strapi_releases strapi_releases_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_releases
    ADD CONSTRAINT strapi_releases_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: strapi_releases strapi_releases_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_releases
    ADD CONSTRAINT strapi_releases_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: strapi_transfer_token_permissions strapi_transfer_token_permissions_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_transfer_token_permissions
    ADD CONSTRAINT strapi_transfer_token_permissions_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: strapi_transfer_token_permissions_token_links strapi_transfer_token_permissions_token_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_transfer_token_permissions_token_links
    ADD CONSTRAINT strapi_transfer_token_permissions_token_links_fk FOREIGN KEY (transfer_token_permission_id) REFERENCES public.strapi_transfer_token_permissions(id) ON DELETE CASCADE;


--
-- Name: strapi_transfer_token_permissions_token_links strapi_transfer_token_permissions_token_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_transfer_token_permissions_token_links
    ADD CONSTRAINT strapi_transfer_token_permissions_token_links_inv_fk FOREIGN KEY (transfer_token_id) REFERENCES public.strapi_transfer_tokens(id) ON DELETE CASCADE;


--
-- Name: strapi_transfer_token_permissions strapi_transfer_token_permissions_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_transfer_token_permissions
    ADD CONSTRAINT strapi_transfer_token_permissions_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: strapi_transfer_tokens strapi_transfer_tokens_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_transfer_tokens
    ADD CONSTRAINT strapi_transfer_tokens_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: strapi_transfer_tokens strapi_transfer_tokens_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strapi_transfer_tokens
    ADD CONSTRAINT strapi_transfer_tokens_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: up_permissions up_permissions_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_permissions
    ADD CONSTRAINT up_permissions_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: up_permissions_role_links up_permissions_role_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_permissions_role_links
    ADD CONSTRAINT up_permissions_role_links_fk FOREIGN KEY (permission_id) REFERENCES public.up_permissions(id) ON DELETE CASCADE;


--
-- Name: up_permissions_role_links up_permissions_role_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_permissions_role_links
    ADD CONSTRAINT up_permissions_role_links_inv_fk FOREIGN KEY (role_id) REFERENCES public.up_roles(id) ON DELETE CASCADE;


--
-- Name: up_permissions up_permissions_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_permissions
    ADD CONSTRAINT up_permissions_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: up_roles up_roles_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_roles
    ADD CONSTRAINT up_roles_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: up_roles up_roles_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_roles
    ADD CONSTRAINT up_roles_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: up_users up_users_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_users
    ADD CONSTRAINT up_users_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: up_users_favourite_links up_users_favourite_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_users_favourite_links
    ADD CONSTRAINT up_users_favourite_links_fk FOREIGN KEY (user_id) REFERENCES public.up_users(id) ON DELETE CASCADE;


--
-- Name: up_users_favourite_links up_users_favourite_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_users_favourite_links
    ADD CONSTRAINT up_users_favourite_links_inv_fk FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: up_users_role_links up_users_role_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_users_role_links
    ADD CONSTRAINT up_users_role_links_fk FOREIGN KEY (user_id) REFERENCES public.up_users(id) ON DELETE CASCADE;


--
-- Name: up_users_role_links up_users_role_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_users_role_links
    ADD CONSTRAINT up_users_role_links_inv_fk FOREIGN KEY (role_id) REFERENCES public.up_roles(id) ON DELETE CASCADE;


--
-- Name: up_users up_users_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.up_users
    ADD CONSTRAINT up_users_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: upload_folders upload_folders_created_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.upload_folders
    ADD CONSTRAINT upload_folders_created_by_id_fk FOREIGN KEY (created_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- Name: upload_folders_parent_links upload_folders_parent_links_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.upload_folders_parent_links
    ADD CONSTRAINT upload_folders_parent_links_fk FOREIGN KEY (folder_id) REFERENCES public.upload_folders(id) ON DELETE CASCADE;


--
-- Name: upload_folders_parent_links upload_folders_parent_links_inv_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.upload_folders_parent_links
    ADD CONSTRAINT upload_folders_parent_links_inv_fk FOREIGN KEY (inv_folder_id) REFERENCES public.upload_folders(id) ON DELETE CASCADE;


--
-- Name: upload_folders upload_folders_updated_by_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.upload_folders
    ADD CONSTRAINT upload_folders_updated_by_id_fk FOREIGN KEY (updated_by_id) REFERENCES public.admin_users(id) ON DELETE SET NULL;


--
-- PostgreSQL database dump complete
--

\unrestrict 1OOUEnMbGUNsbiMoVCYxfPh0889K2RpLq07RqUllDNbbl7VgKKZEfLrRmEAFBZS

