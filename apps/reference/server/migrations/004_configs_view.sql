-- The real backend reads catalog items through the `configs` view (config_items
-- without deleted rows' payload noise); the console embeds it from
-- check_config_relationships, e.g. `configs:check_config_relationships(configs(id,name,type))`.
CREATE VIEW configs AS
SELECT
  id, agent_id, icon, scraper_id, config_class, status, health, ready, external_id, type, name, namespace,
  description, source, labels, tags, properties, parent_id, path, created_by, created_at, updated_at, deleted_at
FROM config_items;
