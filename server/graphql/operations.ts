// The generated ("shadow CRUD") queries and mutations of one content type (spec §4.6), with the
// permission each needs: `find` for the list, `findOne` for one entry, create/update/delete.
import { GraphQLID, GraphQLNonNull, type GraphQLFieldConfigArgumentMap, type GraphQLFieldConfigMap } from 'graphql';
import type { Model } from '../schema/types.ts';
import { modelInputType } from './builders/input-types.ts';
import { listArgs } from './builders/list-field-args.ts';
import { entityResponseCollectionType, entityResponseType } from './builders/output-types.ts';
import { PublicationStateType } from './builders/shared-types.ts';
import type { SchemaTypes } from './builders/type-cache.ts';
import type { GraphqlContext } from './context.ts';
import type { ResolverConfig } from './extension.ts';
import { findOneQueryName, findQueryName, localizationMutationName, mutationName } from './naming.ts';
import {
  createLocalizationResolver,
  createResolver,
  deleteResolver,
  singleTypeDeleteResolver,
  singleTypeUpdateResolver,
  updateResolver,
} from './resolvers/mutations.ts';
import { findOneResolver, findResolver, singleTypeFindResolver } from './resolvers/queries.ts';
import { I18NLocaleCodeScalar } from './scalars.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphqlContext>;

export interface RootOperations {
  queries: Fields;
  mutations: Fields;
  /** Default resolversConfig (auth scopes) for these fields; the project's own config wins. */
  config: Record<string, ResolverConfig>;
}

export function contentTypeOperations(types: SchemaTypes, model: Model): RootOperations {
  const ops: RootOperations = { queries: {}, mutations: {}, config: {} };
  const enabled = (action: string) => types.extension.isActionEnabled(model.uid, action);
  const locale: GraphQLFieldConfigArgumentMap = model.localized ? { locale: { type: I18NLocaleCodeScalar } } : {};
  const publicationState: GraphQLFieldConfigArgumentMap = model.draftAndPublish
    ? { publicationState: { type: PublicationStateType, defaultValue: 'live' } }
    : {};
  const id = { type: new GraphQLNonNull(GraphQLID) };
  const data = () => ({ type: new GraphQLNonNull(modelInputType(types, model)) });
  const add = (kind: 'queries' | 'mutations', name: string, action: string, field: Fields[string]) => {
    ops[kind][name] = field;
    ops.config[`${kind === 'queries' ? 'Query' : 'Mutation'}.${name}`] = {
      auth: { scope: [`${model.uid}.${action}`] },
    };
  };

  if (model.kind === 'singleType') {
    if (enabled('find')) {
      add('queries', findOneQueryName(model), 'find', {
        type: entityResponseType(types, model),
        args: { ...publicationState, ...locale },
        resolve: singleTypeFindResolver(model),
      });
    }
    if (enabled('update')) {
      add('mutations', mutationName('update', model), 'update', {
        type: entityResponseType(types, model),
        args: { data: data(), ...locale },
        resolve: singleTypeUpdateResolver(model),
      });
    }
    if (enabled('delete')) {
      add('mutations', mutationName('delete', model), 'delete', {
        type: entityResponseType(types, model),
        args: { ...locale },
        resolve: singleTypeDeleteResolver(model),
      });
    }
  } else {
    if (enabled('findOne')) {
      add('queries', findOneQueryName(model), 'findOne', {
        type: entityResponseType(types, model),
        args: { id: { type: GraphQLID }, ...locale },
        resolve: findOneResolver(model),
      });
    }
    if (enabled('find')) {
      add('queries', findQueryName(model), 'find', {
        type: entityResponseCollectionType(types, model),
        args: { ...listArgs(types, model, model.draftAndPublish), ...locale },
        resolve: findResolver(model),
      });
    }
    if (enabled('create')) {
      add('mutations', mutationName('create', model), 'create', {
        type: entityResponseType(types, model),
        args: { data: data(), ...locale },
        resolve: createResolver(model),
      });
    }
    if (enabled('update')) {
      add('mutations', mutationName('update', model), 'update', {
        type: entityResponseType(types, model),
        args: { id, data: data(), ...locale },
        resolve: updateResolver(model),
      });
    }
    if (enabled('delete')) {
      add('mutations', mutationName('delete', model), 'delete', {
        type: entityResponseType(types, model),
        args: { id, ...locale },
        resolve: deleteResolver(model),
      });
    }
  }
  if (model.localized && enabled('createLocalization')) {
    add('mutations', localizationMutationName(model), 'createLocalization', {
      type: entityResponseType(types, model),
      args: {
        ...(model.kind === 'singleType' ? {} : { id: { type: GraphQLID } }),
        data: { type: modelInputType(types, model) },
        locale: { type: I18NLocaleCodeScalar },
      },
      resolve: createLocalizationResolver(model),
    });
  }
  return ops;
}
