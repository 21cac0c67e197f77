/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Fast access rules (docs/access-rules.md): users.subscription_ids (kept by pb_hooks/content.pb.js)
// lists the ids of the user's subscribers rows, so a rule reaches the requester's own
// subscriptions through joins anchored by primary keys:
//   users ON id = <auth id>  ->  json_each(subscription_ids)  ->  subscribers ON id = value
// The status/durasi_akhir checks still read the subscribers row at request time (@now).
// `@collection.subscribers` and `subscribers_via_user_id` joins are not anchored (no ON clause or
// a json_each ON clause) and took ~30 s per student list at 3,000 questions / 6,000 subscriptions.
migrate(
  (db) => {
    const dao = new Dao(db)
    const users = dao.findCollectionByNameOrId('_pb_users_auth_')
    const subscribers = dao.findCollectionByNameOrId('subscribers')

    users.schema.addField(
      new SchemaField({
        id: 'usr_subids',
        name: 'subscription_ids',
        type: 'relation',
        required: false,
        options: {
          collectionId: subscribers.id,
          cascadeDelete: false,
          minSelect: null,
          maxSelect: null,
          displayFields: null,
        },
      }),
    )

    const SUPER = '@request.auth.role = "superadmin"'
    const SIGNED_IN = '@request.auth.id != ""'
    const ACTIVE_SUB =
      '(@request.auth.verified = true' +
      ' && @request.auth.subscription_ids.paket_id ?= paket_id' +
      ' && @request.auth.subscription_ids.status ?= "active"' +
      ' && @request.auth.subscription_ids.durasi_akhir ?> @now)'
    const NOT_SET = '@request.data.subscription_ids:isset = false'

    users.createRule =
      `${NOT_SET} && (${SUPER} || (@request.auth.id = ""` +
      ' && @request.data.role:isset = false && @request.data.credits:isset = false' +
      ' && @request.data.verified:isset = false))'
    users.updateRule =
      `${NOT_SET} && (${SUPER} || (id = @request.auth.id` +
      ' && @request.data.role:isset = false && @request.data.credits:isset = false' +
      ' && @request.data.verified:isset = false && @request.data.email:isset = false))'
    dao.saveCollection(users)

    for (const name of ['paket_content', 'materi', 'soal', 'video_links']) {
      const c = dao.findCollectionByNameOrId(name)
      c.listRule = `${SUPER} || ${ACTIVE_SUB}`
      c.viewRule = `${SUPER} || ${ACTIVE_SUB}`
      dao.saveCollection(c)
    }

    const tombstones = dao.findCollectionByNameOrId('tombstones')
    tombstones.listRule =
      'coll = "paket_pembelajaran"' +
      ` || (coll = "kelas" && ${SIGNED_IN})` +
      ' || (user_id != "" && user_id = @request.auth.id)' +
      ` || (user_id = "" && paket_id != "" && ${ACTIVE_SUB})`
    dao.saveCollection(tombstones)

    // backfill from existing subscriptions
    dao
      .db()
      .newQuery(
        "UPDATE users SET subscription_ids = COALESCE((SELECT json_group_array(s.id) FROM subscribers s WHERE s.user_id = users.id), '[]')",
      )
      .execute()
  },
  (db) => {
    const dao = new Dao(db)
    const users = dao.findCollectionByNameOrId('_pb_users_auth_')
    const f = users.schema.getFieldByName('subscription_ids')
    if (f) users.schema.removeField(f.id)
    users.createRule =
      '@request.auth.role = "superadmin" || (@request.auth.id = ""' +
      ' && @request.data.role:isset = false && @request.data.credits:isset = false' +
      ' && @request.data.verified:isset = false)'
    users.updateRule =
      '@request.auth.role = "superadmin" || (id = @request.auth.id' +
      ' && @request.data.role:isset = false && @request.data.credits:isset = false' +
      ' && @request.data.verified:isset = false && @request.data.email:isset = false)'
    dao.saveCollection(users)

    const OLD_ACTIVE =
      '(@request.auth.verified = true' +
      ' && @request.auth.subscribers_via_user_id.paket_id ?= paket_id' +
      ' && @request.auth.subscribers_via_user_id.status ?= "active"' +
      ' && @request.auth.subscribers_via_user_id.durasi_akhir ?> @now)'
    for (const name of ['paket_content', 'materi', 'soal', 'video_links']) {
      const c = dao.findCollectionByNameOrId(name)
      c.listRule = OLD_ACTIVE
      c.viewRule = `@request.auth.role = "superadmin" || ${OLD_ACTIVE}`
      dao.saveCollection(c)
    }
    const tombstones = dao.findCollectionByNameOrId('tombstones')
    tombstones.listRule =
      'coll = "paket_pembelajaran"' +
      ' || (coll = "kelas" && @request.auth.id != "")' +
      ' || (user_id != "" && user_id = @request.auth.id)' +
      ` || (user_id = "" && paket_id != "" && ${OLD_ACTIVE})`
    dao.saveCollection(tombstones)
  },
)
