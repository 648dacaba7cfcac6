-- La búsqueda de clientes usa un índice GIN con la empresa y los trigramas juntos: btree_gin deja poner la columna
-- entera de la empresa en un índice GIN.
CREATE EXTENSION IF NOT EXISTS btree_gin;
