import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import * as media from './media.service.js';

@ObjectType({ description: 'A stored upload: re-encoded, metadata removed, under a random name.' })
export class UploadedImage {
  @Field({ description: '/api/images/{filename}; add ?w= for a resized variant.' })
  imageUrl!: string;

  @Field({ description: 'The stored file name (random).' })
  filename!: string;

  @Field(() => Int, { description: 'Width in pixels.' })
  width!: number;

  @Field(() => Int, { description: 'Height in pixels.' })
  height!: number;
}

@Resolver()
export class MediaResolver {
  @Mutation(() => UploadedImage, {
    description:
      'Public. Uploads one image (JPEG, PNG, WebP, GIF or AVIF; at most 10 MB and 40 megapixels) as a GraphQL multipart request. Rate limited per IP.',
  })
  uploadImage(
    @Ctx() ctx: AppContext,
    @Arg('file', () => GraphQLUpload, { description: 'The image file, as a GraphQL multipart request part.' })
    file: Promise<media.FileUpload>,
  ): Promise<UploadedImage> {
    return media.storeGraphQLUpload(ctx, file);
  }
}
