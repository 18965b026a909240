import 'reflect-metadata';
import { AppError } from './errors.js';
import { printSchema } from 'graphql';
import { buildSchema, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { Paginated, pageWindow, toPage } from './pagination.js';

describe('pageWindow', () => {
  it('defaults to the first page of 20', () => {
    expect(pageWindow()).toEqual({ page: 1, pageSize: 20, limit: 20, offset: 0 });
  });

  it('turns a page into its limit and offset', () => {
    expect(pageWindow({ page: 3, pageSize: 50 })).toEqual({ page: 3, pageSize: 50, limit: 50, offset: 100 });
  });

  it.each([
    [{ page: 0 }, 'page must be a whole number of at least 1.'],
    [{ page: 1.5 }, 'page must be a whole number of at least 1.'],
    [{ pageSize: 7 }, 'pageSize must be one of 10, 20, 50, 100.'],
    [{ pageSize: 100_000 }, 'pageSize must be one of 10, 20, 50, 100.'],
  ])('refuses %j', (input, message) => {
    expect(() => pageWindow(input)).toThrow(new AppError('BAD_USER_INPUT', message));
  });

  it('keeps the page it was asked for in the answer', () => {
    expect(toPage(['a'], 41, pageWindow({ page: 3, pageSize: 20 }))).toEqual({
      items: ['a'],
      totalCount: 41,
      page: 3,
      pageSize: 20,
    });
  });
});

describe('Paginated', () => {
  it('makes one GraphQL type per item type', async () => {
    @ObjectType()
    class Fruit {
      @Field() name!: string;
    }
    @ObjectType()
    class Tree {
      @Field() name!: string;
    }
    @ObjectType()
    class FruitPage extends Paginated(Fruit) {}
    @ObjectType()
    class TreePage extends Paginated(Tree) {}
    @Resolver()
    class Orchard {
      @Query(() => FruitPage) fruits(): FruitPage {
        return { items: [{ name: 'pear' }], totalCount: 1, page: 1, pageSize: 20 };
      }
      @Query(() => TreePage) trees(): TreePage {
        return { items: [], totalCount: 0, page: 1, pageSize: 20 };
      }
    }
    const schema = await buildSchema({ resolvers: [Orchard], validate: false });
    const sdl = printSchema(schema);
    expect(sdl).toContain('type FruitPage {\n  items: [Fruit!]!');
    expect(sdl).toContain('type TreePage {\n  items: [Tree!]!');
    expect(sdl).not.toContain('PaginatedClass');
  });
});
